import { DialogContentText } from '@mui/material';
import { UI_TEXT } from '@drisk/contract/client';
import { ConfirmDialog } from '@drisk/ui';

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
  return (
    <ConfirmDialog
      open={open}
      title={kind === 'scan' ? UI_TEXT.scanDeleteTitle : UI_TEXT.scanReportDeleteTitle}
      confirmLabel="Delete"
      destructive
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogContentText>
        {kind === 'scan' ? UI_TEXT.scanDeleteQuestion : UI_TEXT.scanReportDeleteQuestion}
      </DialogContentText>
      <DialogContentText variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
        {UI_TEXT.cannotBeUndone}
      </DialogContentText>
    </ConfirmDialog>
  );
}
