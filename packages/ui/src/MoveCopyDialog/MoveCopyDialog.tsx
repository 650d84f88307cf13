import { useEffect, useId, useState, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FolderIcon from '@mui/icons-material/Folder';
import { STORAGE_TEXT, UI_TEXT } from '@drisk/contract/client';
import type { FileBrowserEntry } from '../FileBrowser/fileBrowserTypes';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { moveCopyDialogClasses } from './moveCopyDialogClasses';

/** Height of the picker's folder list (spec 3 §9). */
export const PICKER_LIST_HEIGHT = 300;

export type TransferMode = 'move' | 'copy';

/** Props of {@link MoveCopyDialog}. */
export interface MoveCopyDialogProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Whether the dialog is shown. */
  open: boolean;
  /**
   * Title and accessible name.
   * @default STORAGE_TEXT.moveCopyTitle ('Move or Copy')
   */
  title?: string;
  /** The folder the picker starts in; 'Back' is offered only below it. */
  rootPath: string;
  /** The folders inside a folder; a rejection shows its message. */
  loadFolders: (path: string) => Promise<readonly FileBrowserEntry[]>;
  /**
   * The devices of the dropdown (spec 3 §2.4); it is shown only with one or more.
   * @default []
   */
  devices?: readonly { id: string; label: string }[];
  /**
   * The device chosen in the dropdown.
   * @default undefined
   */
  deviceId?: string;
  /**
   * Called when another device is chosen; the app passes that device's rootPath and loadFolders.
   * @default undefined
   */
  onDeviceChange?: (deviceId: string) => void;
  /**
   * The buttons offered: Move and Copy, or only Copy (copy to cloud).
   * @default ['move', 'copy']
   */
  modes?: readonly TransferMode[];
  /** Moves or copies into the open folder; the dialog shows the request running and closes on success. */
  onSubmit: (mode: TransferMode, dest: string) => Promise<void>;
  /** Called when the user closes the dialog. */
  onClose: () => void;
  className?: string;
  sx?: SxProps<Theme>;
}

/**
 * The Move/Copy picker (spec 3 §2.4, mcModal): a device dropdown, the folders of the open folder in a
 * 300 px list, 'Back' below the root, 'No Data Available' when a folder has no folders, Move and Copy.
 */
export function MoveCopyDialog(inProps: MoveCopyDialogProps) {
  const props = useDriskProps(inProps, 'DriskMoveCopyDialog', moveCopyDialogClasses.root);
  const text = useText(STORAGE_TEXT);
  const ui = useText(UI_TEXT);
  const {
    open,
    title = text.moveCopyTitle,
    rootPath,
    loadFolders,
    devices = [],
    deviceId,
    onDeviceChange,
    modes = ['move', 'copy'],
    onSubmit,
    onClose,
    ref,
    className,
    sx,
  } = props;
  const titleId = useId();
  const [path, setPath] = useState(rootPath);
  const [folders, setFolders] = useState<readonly FileBrowserEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState<TransferMode | null>(null);

  // A new root (another device, or the dialog opened again) starts at its top.
  useEffect(() => {
    if (open) setPath(rootPath);
  }, [open, rootPath]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setFolders(null);
    setError(null);
    loadFolders(path).then(
      (list) => current && setFolders(list.filter((entry) => entry.type === 'directory')),
      (cause: unknown) => current && setError(cause instanceof Error ? cause.message : String(cause)),
    );
    return () => {
      current = false;
    };
  }, [open, path, loadFolders]);

  const submit = async (mode: TransferMode) => {
    setRunning(mode);
    try {
      await onSubmit(mode, path);
      onClose();
    } catch {
      // The app tells the server's message (an error toast); the picker stays open to choose again.
    } finally {
      setRunning(null);
    }
  };

  const back = () => setPath(path.slice(0, path.lastIndexOf('/')) || rootPath);
  const label = { move: text.move, copy: text.copy };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!running) onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      ref={ref}
      className={className}
      sx={sx}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {devices.length > 0 ? (
          <TextField
            select
            fullWidth
            size="small"
            label={text.selectDevice}
            value={deviceId ?? ''}
            onChange={(event) => onDeviceChange?.(event.target.value)}
            disabled={devices.length < 2 || !onDeviceChange}
            sx={{ mt: 1, mb: 2 }}
          >
            {devices.map((device) => (
              <MenuItem key={device.id} value={device.id}>
                {device.label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
          {path !== rootPath ? (
            <Button size="small" startIcon={<ArrowBack />} onClick={back}>
              {text.back}
            </Button>
          ) : null}
          <Typography variant="caption" noWrap title={path} sx={{ color: 'text.secondary', minWidth: 0 }}>
            {path}
          </Typography>
        </Box>
        <Box
          sx={{
            height: PICKER_LIST_HEIGHT,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {error ? (
            <Alert severity="error" sx={{ m: 1 }}>
              {error}
            </Alert>
          ) : folders === null ? (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
              <CircularProgress size={28} aria-label={text.loading} />
            </Box>
          ) : folders.length === 0 ? (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
              <Typography sx={{ color: 'text.secondary' }}>{ui.noDataAvailable}</Typography>
            </Box>
          ) : (
            <List dense aria-label={text.folders}>
              {folders.map((folder) => (
                <ListItem key={folder.path} disablePadding>
                  <ListItemButton onClick={() => setPath(folder.path)}>
                    <ListItemIcon sx={{ minWidth: 36, color: 'warning.main' }}>
                      <FolderIcon />
                    </ListItemIcon>
                    <ListItemText primary={folder.name} slotProps={{ primary: { noWrap: true } }} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={running !== null}>
          {text.cancel}
        </Button>
        {modes.map((mode) => (
          <Button
            key={mode}
            variant="contained"
            loading={running === mode}
            disabled={running !== null || error !== null}
            onClick={() => void submit(mode)}
          >
            {label[mode]}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
