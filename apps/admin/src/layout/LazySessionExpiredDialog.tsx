import { lazy } from 'react';

// Lazy: the dialog (MUI Dialog, Modal, focus trap) shows only after a 401, which most visits never see.
export const LazySessionExpiredDialog = lazy(async () => ({
  default: (await import('./sessionExpiredDialog')).SessionExpiredDialog,
}));
