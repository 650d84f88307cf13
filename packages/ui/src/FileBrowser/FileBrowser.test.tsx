import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_TEXT, UI_TEXT, VALIDATION } from '@drisk/contract';
import { STORAGE_TEXT_DE, UI_TEXT_DE, VALIDATION_DE, WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { formatStorageSize } from '../formatStorageSize';
import { formattersFor, loadLanguage } from '../language';
import { formatModified } from './formatModified';
import * as stories from './FileBrowser.stories';
import { SAMPLE_ROOT } from './sampleEntries';

const {
  Typical,
  Empty,
  Loading,
  OfflineGateway,
  HundredThousandEntries,
  Uploading,
  WithExternalDrive,
  ReadOnly,
  InSubFolder,
} = composeStories(stories);

const rowsOf = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-index'));

describe('FileBrowser', () => {
  it('lists folders and files with their human sizes', () => {
    render(<Typical />);
    expect(screen.getByRole('row', { name: 'Documents' })).toBeInTheDocument();
    const report = screen.getByRole('row', { name: 'network-report.pdf' });
    expect(within(report).getAllByText(/2\.48 MB/).length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('row', { name: 'notes.txt' })).getAllByText(/812 B/).length,
    ).toBeGreaterThan(0);
  });

  it('opens a folder on click and on Enter, and goes back through the breadcrumbs', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const { unmount } = render(<Typical onNavigate={onNavigate} />);
    await user.click(screen.getByRole('row', { name: 'Photos' }));
    expect(onNavigate).toHaveBeenCalledWith(`${SAMPLE_ROOT}/Photos`);
    screen.getByRole('row', { name: 'Documents' }).focus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(`${SAMPLE_ROOT}/Documents`);
    unmount();

    render(<InSubFolder onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'DRISK-ALPHA' }));
    expect(onNavigate).toHaveBeenLastCalledWith(SAMPLE_ROOT);
  });

  it('shows the bulk actions only from 2 selected entries', async () => {
    const user = userEvent.setup();
    render(<Typical />);
    await user.click(screen.getByRole('checkbox', { name: 'Select notes.txt' }));
    expect(screen.queryByRole('button', { name: STORAGE_TEXT.deleteAll })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Photos' }));
    expect(screen.getByRole('button', { name: STORAGE_TEXT.downloadAll })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STORAGE_TEXT.moveCopyAll })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STORAGE_TEXT.deleteAll })).toBeInTheDocument();
  });

  it('selects with Space and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Typical />);
    rowsOf()[0].focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('row', { name: 'network-report.pdf' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('row', { name: 'network-report.pdf' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(rowsOf().at(-1)).toHaveFocus();
  });

  it('refuses special symbols and empty names before creating a folder', async () => {
    const user = userEvent.setup();
    const onCreateFolder = vi.fn(async () => {});
    render(<Typical onCreateFolder={onCreateFolder} />);
    await user.click(screen.getByRole('button', { name: 'New' }));
    await user.click(screen.getByRole('menuitem', { name: STORAGE_TEXT.createFolder }));
    const dialog = screen.getByRole('dialog', { name: STORAGE_TEXT.createFolder });
    await user.click(within(dialog).getByRole('button', { name: STORAGE_TEXT.create }));
    expect(within(dialog).getByText(VALIDATION.nameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(STORAGE_TEXT.folderName), 'a<b');
    await user.click(within(dialog).getByRole('button', { name: STORAGE_TEXT.create }));
    expect(within(dialog).getByText(VALIDATION.specialSymbols)).toBeInTheDocument();
    expect(onCreateFolder).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(STORAGE_TEXT.folderName));
    await user.type(within(dialog).getByLabelText(STORAGE_TEXT.folderName), ' Reports ');
    await user.click(within(dialog).getByRole('button', { name: STORAGE_TEXT.create }));
    expect(onCreateFolder).toHaveBeenCalledWith('Reports');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renames from the row menu, keeping the dialog open when the server refuses', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn().mockRejectedValueOnce(new Error('exists')).mockResolvedValueOnce(undefined);
    render(<Typical onRename={onRename} />);
    await user.click(screen.getByRole('button', { name: 'Actions for notes.txt' }));
    await user.click(screen.getByRole('menuitem', { name: STORAGE_TEXT.rename }));
    const field = screen.getByLabelText(STORAGE_TEXT.newName);
    expect(field).toHaveValue('notes.txt');
    await user.clear(field);
    await user.type(field, 'todo.txt{Enter}');
    await waitFor(() => expect(onRename).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: STORAGE_TEXT.rename })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: STORAGE_TEXT.rename }));
    expect(onRename).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'notes.txt' }), 'todo.txt');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes only after confirmation, from the Delete key too', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(async () => {});
    render(<Typical onDelete={onDelete} />);
    screen.getByRole('row', { name: 'notes.txt' }).focus();
    await user.keyboard('{Delete}');
    const dialog = screen.getByRole('dialog', { name: STORAGE_TEXT.deleteTitle });
    expect(dialog).toHaveTextContent(UI_TEXT.cannotBeUndone);
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: STORAGE_TEXT.delete }));
    expect(onDelete).toHaveBeenCalledWith([expect.objectContaining({ name: 'notes.txt' })]);
  });

  it("moves into the folder chosen in the picker, with 'Back' only below the root", async () => {
    const user = userEvent.setup();
    const onTransfer = vi.fn(async () => {});
    render(<Typical moveCopy={{ ...Typical.args.moveCopy!, onTransfer }} />);
    await user.click(screen.getByRole('button', { name: 'Actions for notes.txt' }));
    await user.click(screen.getByRole('menuitem', { name: STORAGE_TEXT.moveCopyTo }));
    const dialog = await screen.findByRole('dialog', { name: STORAGE_TEXT.moveCopyTitle });
    expect(within(dialog).queryByRole('button', { name: STORAGE_TEXT.back })).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Photos' }));
    expect(await within(dialog).findByText(UI_TEXT.noDataAvailable)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: STORAGE_TEXT.back })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: STORAGE_TEXT.move }));
    expect(onTransfer).toHaveBeenCalledWith(
      [expect.objectContaining({ name: 'notes.txt' })],
      `${SAMPLE_ROOT}/Photos`,
      'move',
    );
  });

  it("says 'Please select a file' when Upload is pressed with no file, and hands chosen files over", async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    render(<Typical onUpload={onUpload} />);
    await user.click(screen.getByRole('button', { name: 'New' }));
    await user.click(screen.getByRole('menuitem', { name: STORAGE_TEXT.addFile }));
    await user.click(screen.getByRole('button', { name: STORAGE_TEXT.upload }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.selectFile);
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    await user.upload(screen.getByTestId('file-input'), file);
    await user.click(screen.getByRole('button', { name: STORAGE_TEXT.upload }));
    expect(onUpload).toHaveBeenCalledWith([file]);
  });

  it('shows per-file progress with Cancel and Retry', async () => {
    const user = userEvent.setup();
    const onCancelUpload = vi.fn();
    render(<Uploading onCancelUpload={onCancelUpload} />);
    expect(screen.getByRole('progressbar', { name: 'Upload of holiday.mov' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel upload of holiday.mov' }));
    expect(onCancelUpload).toHaveBeenCalledWith('1');
    expect(screen.getByRole('button', { name: 'Retry upload of backup.zip' })).toBeInTheDocument();
  });

  it("offers 'Copy to external drive' for files only when a drive exists", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Typical />);
    await user.click(screen.getByRole('button', { name: 'Actions for notes.txt' }));
    expect(
      screen.queryByRole('menuitem', { name: STORAGE_TEXT.copyToExternalDrive }),
    ).not.toBeInTheDocument();
    unmount();
    render(<WithExternalDrive />);
    await user.click(screen.getByRole('button', { name: 'Actions for Photos' }));
    expect(
      screen.queryByRole('menuitem', { name: STORAGE_TEXT.copyToExternalDrive }),
    ).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for notes.txt' }));
    expect(screen.getByRole('menuitem', { name: STORAGE_TEXT.copyToExternalDrive })).toBeInTheDocument();
  });

  it('offers only browsing and download when read-only', async () => {
    const user = userEvent.setup();
    render(<ReadOnly />);
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for notes.txt' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([STORAGE_TEXT.download]);
  });

  it('renders at most about 60 rows of 100,000 entries, and reaches the last by keyboard', async () => {
    const user = userEvent.setup();
    render(<HundredThousandEntries />);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '100001');
    expect(rowsOf().length).toBeLessThanOrEqual(60);
    rowsOf()[0].focus();
    await user.keyboard('{End}');
    expect(screen.getByRole('row', { name: 'file-099999.log' })).toHaveFocus();
    expect(rowsOf().length).toBeLessThanOrEqual(60);
  });

  it('shows the empty, loading and offline states', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText(UI_TEXT.noDataAvailable)).toBeInTheDocument();
    unmount();
    const loading = render(<Loading />);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    loading.unmount();
    render(<OfflineGateway />);
    expect(screen.getByText(UI_TEXT.deviceUnreachable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('FileBrowser in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  const { amount } = formattersFor('de-DE');
  beforeAll(() => loadLanguage('de'));

  it('names its list, columns, rows and actions in German, sizes with a decimal comma and German dates', () => {
    render(<German.Typical />);
    const grid = screen.getByRole('grid', { name: STORAGE_TEXT_DE.files });
    for (const column of [STORAGE_TEXT_DE.name, STORAGE_TEXT_DE.modified, STORAGE_TEXT_DE.size])
      expect(within(grid).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: STORAGE_TEXT_DE.selectAll })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: STORAGE_TEXT_DE.folderPath })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: STORAGE_TEXT_DE.view })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STORAGE_TEXT_DE.listView })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STORAGE_TEXT_DE.newMenu })).toBeInTheDocument();

    const report = screen.getByRole('row', { name: 'network-report.pdf' });
    const sample = stories.default.args!.entries!.find((entry) => entry.name === 'network-report.pdf')!;
    expect(amount(formatStorageSize(sample.size))).toBe('2,48 MB');
    expect(within(report).getAllByText(/2,48 MB/).length).toBeGreaterThan(0);
    expect(within(report).getAllByText(formatModified(sample.lastmod, 'de-DE')).length).toBeGreaterThan(0);
    expect(
      within(report).getByRole('checkbox', { name: STORAGE_TEXT_DE.selectEntry(sample.name) }),
    ).toBeInTheDocument();
    expect(
      within(report).getByRole('button', { name: STORAGE_TEXT_DE.actionsFor(sample.name) }),
    ).toBeInTheDocument();
    expect(within(report).getByRole('gridcell', { name: STORAGE_TEXT_DE.file })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: 'Photos' })).getByRole('gridcell', {
        name: STORAGE_TEXT_DE.folder,
      }),
    ).toBeInTheDocument();
  });

  it("refuses a folder name in German, the contract's refusals translated", async () => {
    const user = userEvent.setup();
    render(<German.Typical />);
    await user.click(screen.getByRole('button', { name: STORAGE_TEXT_DE.newMenu }));
    await user.click(screen.getByRole('menuitem', { name: STORAGE_TEXT_DE.createFolder }));
    const dialog = screen.getByRole('dialog', { name: STORAGE_TEXT_DE.createFolder });
    await user.click(within(dialog).getByRole('button', { name: STORAGE_TEXT_DE.create }));
    expect(within(dialog).getByText(VALIDATION_DE.nameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(STORAGE_TEXT_DE.folderName), 'a<b');
    await user.click(within(dialog).getByRole('button', { name: STORAGE_TEXT_DE.create }));
    expect(within(dialog).getByText(VALIDATION_DE.specialSymbols)).toBeInTheDocument();
  });

  it('shows the uploads in German, their progress with decimal commas', async () => {
    const user = userEvent.setup();
    const onCancelUpload = vi.fn();
    render(<German.Uploading onCancelUpload={onCancelUpload} />);
    const uploads = screen.getByRole('region', { name: STORAGE_TEXT_DE.uploadsTitle });
    expect(
      within(uploads).getByRole('progressbar', { name: STORAGE_TEXT_DE.uploadOf('holiday.mov') }),
    ).toBeInTheDocument();
    expect(
      within(uploads).getByText(
        `${amount(formatStorageSize(73_400_320))} / ${amount(formatStorageSize(209_715_200))}`,
      ),
    ).toHaveTextContent('73,4 MB / 209,72 MB');
    expect(within(uploads).getByText(STORAGE_TEXT_DE.uploadDone)).toBeInTheDocument();
    await user.click(
      within(uploads).getByRole('button', { name: STORAGE_TEXT_DE.cancelUploadOf('holiday.mov') }),
    );
    expect(onCancelUpload).toHaveBeenCalledWith('1');
    expect(
      within(uploads).getByRole('button', { name: STORAGE_TEXT_DE.retryUploadOf('backup.zip') }),
    ).toHaveTextContent(STORAGE_TEXT_DE.retry);
  });

  it('says in German that a folder is empty or the gateway offline', () => {
    const { unmount } = render(<German.Empty />);
    expect(screen.getByText(UI_TEXT_DE.noDataAvailable)).toBeInTheDocument();
    unmount();
    render(<German.OfflineGateway />);
    expect(screen.getByRole('button', { name: WIDGET_TEXT_DE.retry })).toBeInTheDocument();
  });
});
