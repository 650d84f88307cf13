import { useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { STORAGE_TEXT, UI_TEXT, VALIDATION, folderNameError } from '@drisk/contract/client';
import { useServerText, useText } from '../language/useText';
import { ConfirmDialog } from '../ConfirmDialog';
import { DelayedSpinner } from '../DelayedSpinner';
import { EmptyState } from '../EmptyState';
import { FormDialog } from '../FormDialog';
import { LoadError } from '../LoadError';
import { MoveCopyDialog, type TransferMode } from '../MoveCopyDialog';
import { FileList } from './FileList';
import { UploadList } from './UploadList';
import type {
  FileBrowserCrumb,
  FileBrowserDrive,
  FileBrowserEntry,
  FileBrowserUpload,
} from './fileBrowserTypes';
import { useDriskProps } from '../theme/useDriskProps';
import { fileBrowserClasses } from './fileBrowserClasses';

/** What the Move/Copy picker needs to browse the destination folders. */
export interface FileBrowserMoveCopy {
  rootPath: string;
  loadFolders: (path: string) => Promise<readonly FileBrowserEntry[]>;
  /** The device dropdown of the picker. */
  devices?: readonly { id: string; label: string }[];
  deviceId?: string;
  /** Only Copy (e.g. a copy to the cloud from the gateway's storage). @default ['move', 'copy'] */
  modes?: readonly TransferMode[];
  /** The picker's button label-free title. @default 'Move or Copy' */
  title?: string;
  /** The per-row and bulk menu label. @default 'Move/Copy to' */
  menuLabel?: string;
  onTransfer: (entries: readonly FileBrowserEntry[], dest: string, mode: TransferMode) => Promise<void>;
}

/** Props of {@link FileBrowser}. */
export interface FileBrowserProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The open folder's entries; undefined before the first listing. */
  entries: readonly FileBrowserEntry[] | undefined;
  /** The trail from the storage's root to the open folder. */
  breadcrumbs: readonly FileBrowserCrumb[];
  /** Opens a folder (a row or a breadcrumb). */
  onNavigate: (path: string) => void;
  /** Accessible name of the list. @default STORAGE_TEXT.files ('Files') */
  label?: string;
  /** While true (and nothing is listed yet) a spinner shows, after a short delay. @default false */
  loading?: boolean;
  /** The listing failed: this message (e.g. the offline gateway's) with Retry. @default undefined */
  error?: string | null;
  /** Lists again after an error. @default undefined */
  onRetry?: () => void;
  /** `entries` is the start of a longer folder (a paged listing). @default false */
  hasMore?: boolean;
  /** Asks for the next entries; called as the list is scrolled near its end while `hasMore`. */
  onLoadMore?: () => void;
  /** Shown for an empty folder. @default UI_TEXT.noDataAvailable */
  emptyText?: string;
  /** Creates a folder of this name in the open folder; without it 'Create New Folder' is not offered. */
  onCreateFolder?: (name: string) => Promise<void>;
  /** Renames an entry; without it Rename is not offered. */
  onRename?: (entry: FileBrowserEntry, newName: string) => Promise<void>;
  /** Deletes entries after the user confirmed; without it Delete is not offered. */
  onDelete?: (entries: readonly FileBrowserEntry[]) => Promise<void>;
  /** Downloads entries (a file, or a zip of folders or several entries). */
  onDownload?: (entries: readonly FileBrowserEntry[]) => void;
  /** The Move/Copy picker; without it Move/Copy is not offered. */
  moveCopy?: FileBrowserMoveCopy;
  /** External drives a file can be copied to; 'Copy to external drive' shows only when there is one. @default [] */
  drives?: readonly FileBrowserDrive[];
  onCopyToDrive?: (entry: FileBrowserEntry, driveId: string) => Promise<void>;
  /** Uploads files into the open folder; without it 'Add File' is not offered. */
  onUpload?: (files: File[]) => void;
  /** Files being uploaded, with their progress. @default [] */
  uploads?: readonly FileBrowserUpload[];
  onCancelUpload?: (id: string) => void;
  onRetryUpload?: (id: string) => void;
  /** Largest height of the list, in pixels. @default 480 */
  height?: number;
  /** List or grid first. @default 'list' */
  defaultView?: 'list' | 'grid';
  /** Extra buttons in the toolbar (e.g. 'Upgrade'). */
  toolbarExtra?: ReactNode;
  className?: string;
  sx?: SxProps<Theme>;
}

type DialogState =
  | { kind: 'folder' }
  | { kind: 'upload' }
  | { kind: 'rename'; entry: FileBrowserEntry }
  | { kind: 'delete'; entries: readonly FileBrowserEntry[] }
  | { kind: 'moveCopy'; entries: readonly FileBrowserEntry[] }
  | { kind: 'drive'; entry: FileBrowserEntry };

/**
 * One file browser for the cloud storage, the gateway's internal storage and its external drives (spec 3
 * §2.4-2.6): breadcrumbs, a windowed list or grid of 100,000 entries, the header menu ('Add File', 'Create
 * New Folder'), bulk actions at 2 or more selected, a per-row menu, the Move/Copy picker, the external-drive
 * copy, upload progress, and the empty, loading and error (offline) states. It calls nothing itself: every
 * action is a callback, so the same widget serves the api, the gateway's server and the live channel.
 */
export function FileBrowser(inProps: FileBrowserProps) {
  const props = useDriskProps(inProps, 'DriskFileBrowser', fileBrowserClasses.root);
  const text = useText(STORAGE_TEXT);
  const ui = useText(UI_TEXT);
  const validation = useText(VALIDATION);
  // folderNameError words its refusals in English (VALIDATION): shown in the active language.
  const translate = useServerText();
  const {
    entries,
    breadcrumbs,
    onNavigate,
    label = text.files,
    loading = false,
    error,
    onRetry,
    hasMore = false,
    onLoadMore,
    emptyText = ui.noDataAvailable,
    onCreateFolder,
    onRename,
    onDelete,
    onDownload,
    moveCopy,
    drives = [],
    onCopyToDrive,
    onUpload,
    uploads = [],
    onCancelUpload,
    onRetryUpload,
    height = 480,
    defaultView = 'list',
    toolbarExtra,
    ref,
    className,
    sx,
  } = props;
  const [view, setView] = useState(defaultView);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [addAnchor, setAddAnchor] = useState<HTMLElement | null>(null);
  const [rowMenu, setRowMenu] = useState<{ entry: FileBrowserEntry; anchor: HTMLElement } | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [chosenFiles, setChosenFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [drive, setDrive] = useState('');
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const folderPath = breadcrumbs.at(-1)?.path ?? '';
  // A new folder starts with nothing selected.
  useEffect(() => setSelected(new Set()), [folderPath]);
  // Entries that vanished (deleted, moved) leave the selection.
  useEffect(() => {
    if (!entries) return;
    setSelected((previous) => {
      const present = new Set(entries.map((entry) => entry.path));
      const kept = [...previous].filter((path) => present.has(path));
      return kept.length === previous.size ? previous : new Set(kept);
    });
  }, [entries]);

  const selectedEntries = useMemo(
    () => (entries ?? []).filter((entry) => selected.has(entry.path)),
    [entries, selected],
  );

  const toggle = (entry: FileBrowserEntry) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(entry.path)) next.delete(entry.path);
      else next.add(entry.path);
      return next;
    });
  const toggleAll = () =>
    setSelected((previous) =>
      entries && previous.size < entries.length ? new Set(entries.map((entry) => entry.path)) : new Set(),
    );

  const open = (next: DialogState) => {
    setRowMenu(null);
    setAddAnchor(null);
    setName(next.kind === 'rename' ? next.entry.name : '');
    setNameError(null);
    setChosenFiles([]);
    setFileError(null);
    setDrive(drives[0]?.id ?? '');
    setDialog(next);
  };
  const close = () => {
    if (!busy) setDialog(null);
  };

  /** Runs an action; the dialog closes when it succeeds and stays (the app shows why) when it fails. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      setDialog(null);
    } catch {
      // The app's error toast tells the server's message.
    } finally {
      setBusy(false);
    }
  };

  const submitName = () => {
    if (dialog?.kind !== 'folder' && dialog?.kind !== 'rename') return;
    const refusal = folderNameError(name, VALIDATION.nameRequired);
    if (refusal) {
      setNameError(translate(refusal));
      return;
    }
    const target = dialog;
    void run(() =>
      target.kind === 'folder' ? onCreateFolder!(name.trim()) : onRename!(target.entry, name.trim()),
    );
  };

  const submitUpload = () => {
    if (chosenFiles.length === 0) {
      setFileError(validation.selectFile);
      return;
    }
    onUpload?.(chosenFiles);
    setDialog(null);
  };

  const canCopyToDrive = (entry: FileBrowserEntry) =>
    entry.type === 'file' && drives.length > 0 && Boolean(onCopyToDrive);
  const moveCopyLabel = moveCopy?.menuLabel ?? text.moveCopyTo;
  const bulk = selectedEntries.length >= 2;
  const hasAdd = Boolean(onUpload || onCreateFolder);

  let body: ReactNode;
  if (error) body = <LoadError message={error} onRetry={onRetry} />;
  else if (!entries) body = loading ? <DelayedSpinner label={text.loading} /> : null;
  else if (entries.length === 0) body = <EmptyState title={emptyText} icon={<FolderOpenOutlined />} />;
  else
    body = (
      <FileList
        entries={entries}
        view={view}
        height={height}
        label={label}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        onOpen={(entry) => onNavigate(entry.path)}
        onMenu={(entry, anchor) => setRowMenu({ entry, anchor })}
        onDeleteKey={onDelete ? (entry) => open({ kind: 'delete', entries: [entry] }) : undefined}
        hasMore={hasMore}
        onLoadMore={onLoadMore}
      />
    );

  const menuEntry = rowMenu?.entry;
  return (
    <Box ref={ref} className={className} sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Breadcrumbs
          aria-label={text.folderPath}
          maxItems={4}
          itemsBeforeCollapse={1}
          itemsAfterCollapse={2}
          sx={{ flex: '1 1 200px', minWidth: 0, '& ol': { flexWrap: 'wrap' }, '& li': { minWidth: 0 } }}
        >
          {breadcrumbs.map((crumb, index) =>
            index === breadcrumbs.length - 1 ? (
              <Typography
                key={crumb.path}
                aria-current="page"
                noWrap
                sx={{ color: 'text.primary', maxWidth: 220 }}
              >
                {crumb.label}
              </Typography>
            ) : (
              <Link
                key={crumb.path}
                component="button"
                type="button"
                underline="hover"
                color="inherit"
                onClick={() => onNavigate(crumb.path)}
                sx={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {crumb.label}
              </Link>
            ),
          )}
        </Breadcrumbs>
        {toolbarExtra}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: 'list' | 'grid' | null) => next && setView(next)}
          aria-label={text.view}
        >
          <ToggleButton value="list" aria-label={text.listView}>
            <ViewListOutlined fontSize="small" />
          </ToggleButton>
          <ToggleButton value="grid" aria-label={text.gridView}>
            <GridViewOutlined fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        {hasAdd ? (
          <Button
            variant="contained"
            startIcon={<Add />}
            aria-haspopup="menu"
            onClick={(event) => setAddAnchor(event.currentTarget)}
          >
            {text.newMenu}
          </Button>
        ) : null}
      </Box>

      {bulk ? (
        <Box
          role="toolbar"
          aria-label={text.selectedCount(selectedEntries.length)}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            mb: 1,
            p: 1,
            borderRadius: 1,
            bgcolor: 'action.selected',
          }}
        >
          <Typography variant="body2" sx={{ mr: 'auto' }}>
            {text.selectedCount(selectedEntries.length)}
          </Typography>
          {onDownload ? (
            <Button size="small" onClick={() => onDownload(selectedEntries)}>
              {text.downloadAll}
            </Button>
          ) : null}
          {moveCopy ? (
            <Button size="small" onClick={() => open({ kind: 'moveCopy', entries: selectedEntries })}>
              {text.moveCopyAll}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="small"
              color="error"
              onClick={() => open({ kind: 'delete', entries: selectedEntries })}
            >
              {text.deleteAll}
            </Button>
          ) : null}
        </Box>
      ) : null}

      {body}

      <UploadList uploads={uploads} onCancel={onCancelUpload} onRetry={onRetryUpload} />

      <Menu anchorEl={addAnchor} open={addAnchor !== null} onClose={() => setAddAnchor(null)}>
        {onUpload ? <MenuItem onClick={() => open({ kind: 'upload' })}>{text.addFile}</MenuItem> : null}
        {onCreateFolder ? (
          <MenuItem onClick={() => open({ kind: 'folder' })}>{text.createFolder}</MenuItem>
        ) : null}
      </Menu>

      <Menu anchorEl={rowMenu?.anchor} open={rowMenu !== null} onClose={() => setRowMenu(null)}>
        {menuEntry && onRename ? (
          <MenuItem onClick={() => open({ kind: 'rename', entry: menuEntry })}>{text.rename}</MenuItem>
        ) : null}
        {menuEntry && onDownload ? (
          <MenuItem
            onClick={() => {
              setRowMenu(null);
              onDownload([menuEntry]);
            }}
          >
            {text.download}
          </MenuItem>
        ) : null}
        {menuEntry && moveCopy ? (
          <MenuItem onClick={() => open({ kind: 'moveCopy', entries: [menuEntry] })}>
            {moveCopyLabel}
          </MenuItem>
        ) : null}
        {menuEntry && onDelete ? (
          <MenuItem onClick={() => open({ kind: 'delete', entries: [menuEntry] })}>{text.delete}</MenuItem>
        ) : null}
        {menuEntry && canCopyToDrive(menuEntry) ? (
          <MenuItem onClick={() => open({ kind: 'drive', entry: menuEntry })}>
            {text.copyToExternalDrive}
          </MenuItem>
        ) : null}
      </Menu>

      <FormDialog
        open={dialog?.kind === 'folder' || dialog?.kind === 'rename'}
        title={dialog?.kind === 'rename' ? text.rename : text.createFolder}
        submitLabel={dialog?.kind === 'rename' ? text.rename : text.create}
        loading={busy}
        onClose={close}
        onSubmit={submitName}
      >
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={dialog?.kind === 'rename' ? text.newName : text.folderName}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          error={nameError !== null}
          helperText={nameError ?? ' '}
        />
      </FormDialog>

      <FormDialog
        open={dialog?.kind === 'upload'}
        title={text.addFile}
        submitLabel={text.upload}
        onClose={close}
        onSubmit={submitUpload}
      >
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="file-input"
          onChange={(event) => {
            setChosenFiles(Array.from(event.target.files ?? []));
            setFileError(null);
          }}
        />
        <Button variant="outlined" onClick={() => fileInput.current?.click()}>
          {text.chooseFiles}
        </Button>
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {chosenFiles.map((file) => file.name).join(', ')}
        </Typography>
        {fileError ? (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
            {fileError}
          </Typography>
        ) : null}
      </FormDialog>

      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={text.deleteTitle}
        text={
          dialog?.kind === 'delete'
            ? `${text.deleteQuestion(dialog.entries.length)} ${ui.cannotBeUndone}`
            : ''
        }
        confirmLabel={text.delete}
        destructive
        loading={busy}
        onConfirm={() => {
          if (dialog?.kind === 'delete') {
            const { entries: doomed } = dialog;
            void run(() => onDelete!(doomed));
          }
        }}
        onCancel={close}
      />

      {moveCopy ? (
        <MoveCopyDialog
          open={dialog?.kind === 'moveCopy'}
          title={moveCopy.title}
          rootPath={moveCopy.rootPath}
          loadFolders={moveCopy.loadFolders}
          devices={moveCopy.devices}
          deviceId={moveCopy.deviceId}
          modes={moveCopy.modes}
          onClose={() => setDialog(null)}
          onSubmit={(mode, dest) =>
            dialog?.kind === 'moveCopy' ? moveCopy.onTransfer(dialog.entries, dest, mode) : Promise.resolve()
          }
        />
      ) : null}

      <FormDialog
        open={dialog?.kind === 'drive'}
        title={text.copyToExternalDrive}
        submitLabel={text.copy}
        loading={busy}
        submitDisabled={!drive}
        onClose={close}
        onSubmit={() => {
          if (dialog?.kind === 'drive') {
            const { entry } = dialog;
            void run(() => onCopyToDrive!(entry, drive));
          }
        }}
      >
        <TextField
          select
          fullWidth
          margin="dense"
          label={text.selectDrive}
          value={drive}
          onChange={(event) => setDrive(event.target.value)}
        >
          {drives.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.label}
            </MenuItem>
          ))}
        </TextField>
      </FormDialog>
    </Box>
  );
}
