import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';

export interface RecordDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The console's add and edit modals: full screen on phones, a small dialog elsewhere. */
export function RecordDialog({ open, title, onClose, children }: RecordDialogProps) {
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="record-dialog-title"
    >
      <DialogTitle id="record-dialog-title">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}
