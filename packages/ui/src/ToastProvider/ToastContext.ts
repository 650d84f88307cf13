import { createContext } from 'react';

/** Severity of a toast; it picks the colour and the icon. */
export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Queues a toast. It shows at the bottom centre and closes itself after the provider's duration. */
  showToast: (message: string, severity?: ToastSeverity) => void;
}

// Marked pure so bundlers can drop it from apps that never use toasts.
export const ToastContext = /* @__PURE__ */ createContext<ToastApi | null>(null);
