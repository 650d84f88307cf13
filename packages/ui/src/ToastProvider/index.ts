export { ToastProvider } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { useToast } from './useToast';
export type { ToastApi, ToastSeverity } from './ToastContext';
export { toastProviderClasses, getToastProviderUtilityClass } from './toastProviderClasses';
export type { ToastProviderClasses, ToastProviderClassKey } from './toastProviderClasses';
