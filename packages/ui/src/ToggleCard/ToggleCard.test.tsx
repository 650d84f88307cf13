import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SETTING_TOGGLES } from '@drisk/contract';
import { WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { loadLanguage } from '../language';
import * as stories from './ToggleCard.stories';

const { Default, WithHelp, Busy, GuestReadOnly, Empty, WithExtraContent, Interactive } =
  composeStories(stories);

describe('ToggleCard', () => {
  it('is a region named by its title with one switch per item, named by the label', () => {
    render(<Default />);
    const card = screen.getByRole('region', { name: 'Network' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Network' })).toBeInTheDocument();
    expect(within(card).getAllByRole('switch')).toHaveLength(4);
    expect(within(card).getByRole('switch', { name: 'Mobile Data' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Network Tethering' })).not.toBeChecked();
  });

  it('calls onToggle with the field and the next value, from the switch and from its label', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Default onToggle={onToggle} />);

    await user.click(screen.getByRole('switch', { name: 'Mobile Data' }));
    expect(onToggle).toHaveBeenLastCalledWith('mobile_data', false);

    await user.click(screen.getByText('Wi-Fi Mode'));
    expect(onToggle).toHaveBeenLastCalledWith('wifi_mode', true);
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('leaves the switch as given until the page changes checked', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const tethering = screen.getByRole('switch', { name: 'Network Tethering' });
    await user.click(tethering);
    expect(tethering).not.toBeChecked();
  });

  it('flips when the page applies the change', async () => {
    const user = userEvent.setup();
    render(<Interactive />);
    const ghost = screen.getByRole('switch', { name: 'Ghost Mode' });
    await user.click(ghost);
    expect(ghost).toBeChecked();
  });

  it('locks disabled switches: a click does not call onToggle', async () => {
    // Click through MUI's pointer-events: none, as a script or an old browser could.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onToggle = vi.fn();
    render(<GuestReadOnly onToggle={onToggle} />);

    const remote = screen.getByRole('switch', { name: 'Remote Management' });
    expect(remote).toBeDisabled();
    await user.click(remote);
    await user.click(screen.getByText('Software Update'));
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.getByText('Remote Management')).toHaveStyle({ color: 'rgba(0, 0, 0, 0.38)' });

    await user.click(screen.getByRole('switch', { name: 'Notifications' }));
    expect(onToggle).toHaveBeenCalledWith('notification', false);
  });

  it('shows a spinner and locks the busy switch only', () => {
    render(<Busy />);
    expect(screen.getByRole('progressbar', { name: 'Updating Protect Mode' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Protect Mode' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Monitoring Mode' })).toBeEnabled();
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('explains a setting in a tooltip of its info button', async () => {
    const user = userEvent.setup();
    render(<WithHelp />);
    const about = screen.getByRole('button', { name: 'About Ghost Mode' });
    await user.hover(about);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Hides the Wi-Fi network and freezes the signal strength.',
    );
    expect(about).toHaveAccessibleDescription('Hides the Wi-Fi network and freezes the signal strength.');
  });

  it('has no info button for items without help', () => {
    render(<Default />);
    expect(screen.queryByRole('button', { name: /^About / })).not.toBeInTheDocument();
  });

  it('renders a card without rows and extra content beneath the rows', () => {
    render(
      <>
        <Empty />
        <WithExtraContent className="network-card" />
      </>,
    );
    expect(within(screen.getByRole('region', { name: 'Device' })).queryAllByRole('switch')).toHaveLength(0);
    const network = screen.getByRole('region', { name: 'Network' });
    expect(network).toHaveClass('network-card');
    expect(within(network).getByText('Wi-Fi Profile: 2.4 GHz')).toBeInTheDocument();
  });
});

describe('ToggleCard in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  beforeAll(() => loadLanguage('de'));

  it("names a setting's help button and its busy spinner in German", () => {
    const protect = SETTING_TOGGLES.find((setting) => setting.field === 'protect_mode')!.label;
    render(<German.Busy />);
    expect(screen.getByRole('button', { name: WIDGET_TEXT_DE.aboutSetting(protect) })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: WIDGET_TEXT_DE.updatingSetting(protect) }),
    ).toBeInTheDocument();
  });
});
