import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_TEXT, UI_TEXT } from '@drisk/contract';
import { STORAGE_TEXT_DE, UI_TEXT_DE } from '@drisk/contract/i18n/de';
import { loadLanguage } from '../language';
import * as stories from './MoveCopyDialog.stories';
import { SAMPLE_ROOT } from '../FileBrowser/sampleEntries';

const { Typical, NoFolders, LoadFailed, CopyOnly } = composeStories(stories);

describe('MoveCopyDialog', () => {
  it('copies into the root, then closes', async () => {
    const onSubmit = vi.fn(async () => {});
    const onClose = vi.fn();
    render(<Typical onSubmit={onSubmit} onClose={onClose} />);
    await screen.findByRole('button', { name: 'Documents' });
    await userEvent.setup().click(screen.getByRole('button', { name: STORAGE_TEXT.copy }));
    expect(onSubmit).toHaveBeenCalledWith('copy', SAMPLE_ROOT);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open when the transfer is refused', async () => {
    const onClose = vi.fn();
    render(<Typical onSubmit={() => Promise.reject(new Error('no'))} onClose={onClose} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: STORAGE_TEXT.move }));
    await waitFor(() => expect(screen.getByRole('button', { name: STORAGE_TEXT.move })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows 'No Data Available', the load error, and only Copy when asked", async () => {
    const { unmount } = render(<NoFolders />);
    expect(await screen.findByText(UI_TEXT.noDataAvailable)).toBeInTheDocument();
    unmount();
    const failed = render(<LoadFailed />);
    expect(await screen.findByText(UI_TEXT.deviceUnreachable)).toBeInTheDocument();
    failed.unmount();
    render(<CopyOnly />);
    expect(screen.queryByRole('button', { name: STORAGE_TEXT.move })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: STORAGE_TEXT.copy })).toBeInTheDocument();
  });
});

describe('MoveCopyDialog in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  beforeAll(() => loadLanguage('de'));

  it('names its title, device, folders and buttons in German', async () => {
    render(<German.Typical />);
    const dialog = screen.getByRole('dialog', { name: STORAGE_TEXT_DE.moveCopyTitle });
    const folders = await within(dialog).findByRole('list', { name: STORAGE_TEXT_DE.folders });
    await userEvent.setup().click(within(folders).getByRole('button', { name: 'Documents' }));
    expect(await within(dialog).findByText(UI_TEXT_DE.noDataAvailable)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: STORAGE_TEXT_DE.selectDevice })).toBeInTheDocument();
    for (const name of [
      STORAGE_TEXT_DE.back,
      STORAGE_TEXT_DE.cancel,
      STORAGE_TEXT_DE.move,
      STORAGE_TEXT_DE.copy,
    ])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
  });
});
