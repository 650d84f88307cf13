export { ToastProvider } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { useToast } from './useToast';
export type { ToastApi, ToastSeverity } from './ToastContext';
