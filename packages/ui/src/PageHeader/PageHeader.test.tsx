import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDriskTheme } from '../theme/createDriskTheme';
import * as stories from './PageHeader.stories';

const { palette } = createDriskTheme();
const { ActiveDevice, InactiveDevice, NoDevice, TitleOnly, WithActions } = composeStories(stories);

describe('PageHeader', () => {
  it('shows the title as the page heading and the device with its status', () => {
    render(<ActiveDevice />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    const device = screen.getByText('dRisk-Alpha (Active)');
    expect(device.parentElement).toHaveStyle({ color: palette.success.main });
  });

  it('paints a device that is not Active in the error colour', () => {
    render(<InactiveDevice />);
    expect(screen.getByText('dRisk-Alpha (Inactive)').parentElement).toHaveStyle({
      color: palette.error.main,
    });
  });

  it("says 'No device connected' when there is no device", () => {
    render(<NoDevice />);
    expect(screen.getByText('No device connected')).toBeInTheDocument();
  });

  it('leaves out the device line when no device is given', () => {
    render(<TitleOnly />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByText(/dRisk-Alpha|No device connected/)).not.toBeInTheDocument();
  });

  it('renders the actions', () => {
    render(<WithActions />);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Battery 65%' })).toBeInTheDocument();
  });
});
