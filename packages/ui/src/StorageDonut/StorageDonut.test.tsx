import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { formattersFor, loadLanguage } from '../language';
import * as stories from './StorageDonut.stories';

const { Typical, NoStorage, Loading, NotClickable } = composeStories(stories);

describe('StorageDonut', () => {
  it('names used, available and total in decimal units and opens on click', async () => {
    const onClick = vi.fn();
    render(<Typical onClick={onClick} />);
    const donut = screen.getByRole('button', {
      name: 'dRisk-Alpha: 25% used, 1.24 GB / 5 GB, 3.76 GB available',
    });
    expect(screen.getByText('25%')).toBeInTheDocument();
    await userEvent.setup().click(donut);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is an image, not a button, without onClick', () => {
    render(<NotClickable />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /USB Drive \(sda1\): \d+% used, 3.2 MB \// })).toBeInTheDocument();
  });

  it('shows 0% of nothing and a placeholder while loading', () => {
    const { unmount } = render(<NoStorage />);
    expect(screen.getByText('0%')).toBeInTheDocument();
    unmount();
    render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading dRisk-Alpha' })).toBeInTheDocument();
  });
});

describe('StorageDonut in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  beforeAll(() => loadLanguage('de'));

  it('names used, available and total in German, with decimal commas', () => {
    const { percent } = formattersFor('de-DE');
    render(<German.Typical />);
    expect(
      screen.getByRole('button', {
        name: WIDGET_TEXT_DE.storageSummary('dRisk-Alpha', percent(25), '1,24 GB', '5 GB', '3,76 GB'),
      }),
    ).toBeInTheDocument();
    // '25 %' with German's no-break space, as written.
    expect(screen.getByText(percent(25), { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByText(WIDGET_TEXT_DE.storageUsedCaption)).toBeInTheDocument();
    expect(screen.getByText('1,24 GB / 5 GB')).toBeInTheDocument();
  });

  it('says in German that it is loading', () => {
    render(<German.Loading />);
    expect(
      screen.getByRole('progressbar', { name: WIDGET_TEXT_DE.loadingStorage('dRisk-Alpha') }),
    ).toBeInTheDocument();
  });
});
