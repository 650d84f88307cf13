import { DialogContentText } from '@mui/material';
import { SCAN_TEXT, UI_TEXT } from '@drisk/contract/client';
import { ConfirmDialog, useText } from '@drisk/ui';

export interface ScanDeleteDialogProps {
  open: boolean;
  /** A scan or one of its reports: the two confirmations of spec 2 §2 (Other modals). */
  kind: 'scan' | 'report';
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to delete vulnerability scan ?' (or its report variant) with the cannot-be-undone note. */
export function ScanDeleteDialog({ open, kind, loading, onConfirm, onCancel }: ScanDeleteDialogProps) {
  const ui = useText(UI_TEXT);
  const text = useText(SCAN_TEXT);
  return (
    <ConfirmDialog
      open={open}
      title={kind === 'scan' ? ui.scanDeleteTitle : ui.scanReportDeleteTitle}
      confirmLabel={text.delete}
      destructive
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogContentText>
        {kind === 'scan' ? ui.scanDeleteQuestion : ui.scanReportDeleteQuestion}
      </DialogContentText>
      <DialogContentText variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
        {ui.cannotBeUndone}
      </DialogContentText>
    </ConfirmDialog>
  );
}
