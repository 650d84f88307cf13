import { useContext } from 'react';
import { ToastContext, type ToastApi } from './ToastContext';

/**
 * Returns `{ showToast }` of the nearest {@link ToastProvider}.
 * @throws when no ToastProvider is above the calling component.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) {
    throw new Error(
      'useToast() was called outside <ToastProvider>. Wrap your app (or the story or test that renders ' +
        'this component) in <ToastProvider> from @drisk/ui.',
    );
  }
  return api;
}
