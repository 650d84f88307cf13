import {
  useCallback,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
  type SyntheticEvent,
  type Ref,
} from 'react';
import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SxProps, Theme } from '@mui/material/styles';
import { TOAST_DURATION_MS } from '@drisk/contract/client';
import { ToastContext, type ToastApi, type ToastSeverity } from './ToastContext';
import { useServerText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { toastProviderClasses } from './toastProviderClasses';

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The part of the app that may call `useToast()`. */
  children?: ReactNode;
  /**
   * How long each toast stays, in milliseconds.
   * @default TOAST_DURATION_MS (3000, from @drisk/contract)
   */
  autoHideDuration?: number;
  /**
   * Class name of the Snackbar root.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the Snackbar root.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

interface Toast {
  key: number;
  message: string;
  severity: ToastSeverity;
}

interface ToastQueue {
  /** Toasts waiting or showing; the first one is on screen (or leaving it). */
  toasts: Toast[];
  open: boolean;
}

type ToastQueueAction = { type: 'show'; toast: Toast } | { type: 'close' } | { type: 'exited' };

function reduceToastQueue(state: ToastQueue, action: ToastQueueAction): ToastQueue {
  switch (action.type) {
    case 'show':
      // The first toast opens at once; later ones wait for the exit of the toast before them.
      return { toasts: [...state.toasts, action.toast], open: state.toasts.length === 0 || state.open };
    case 'close':
      return { ...state, open: false };
    case 'exited': {
      const toasts = state.toasts.slice(1);
      return { toasts, open: toasts.length > 0 };
    }
  }
}

/**
 * The app's single toast area: one MUI Snackbar at the bottom centre fed by a queue.
 * Toasts show one at a time, each for the full duration, in the order they were asked for.
 */
export function ToastProvider(inProps: ToastProviderProps) {
  const props = useDriskProps(inProps, 'DriskToastProvider', toastProviderClasses.root);
  const { children, autoHideDuration = TOAST_DURATION_MS, ref, className, sx } = props;
  const [{ toasts, open }, dispatch] = useReducer(reduceToastQueue, { toasts: [], open: false });
  const nextKey = useRef(0);
  const current = toasts[0];
  // Server messages arrive in English: a known one is shown in the active language.
  const serverText = useServerText();

  const showToast = useCallback((message: string, severity: ToastSeverity = 'info') => {
    nextKey.current += 1;
    dispatch({ type: 'show', toast: { key: nextKey.current, message, severity } });
  }, []);

  const handleClose = (_event: Event | SyntheticEvent, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not cut the 3 seconds short.
    if (reason === 'clickaway') return;
    dispatch({ type: 'close' });
  };

  const handleExited = () => dispatch({ type: 'exited' });

  const api = useMemo<ToastApi>(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/*
        In a portal of its own, mounted anew for each toast: an open dialog hides the page from screen
        readers (aria-hidden on the body's other children), and a toast rendered inside the page would be
        hidden with it. A body child added after the dialog opened is not hidden, so the toast is announced.
        Only while there is a toast: a portal finds its container in a layout effect and renders again,
        synchronously, inside the commit of whatever mounts it (the whole app's first one).
      */}
      {current && (
        <Portal key={current.key}>
          <Snackbar
            open={open}
            autoHideDuration={autoHideDuration}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            onClose={handleClose}
            slotProps={{ transition: { onExited: handleExited } }}
            ref={ref}
            className={className}
            sx={sx}
          >
            <Alert onClose={handleClose} severity={current.severity} variant="filled" sx={{ width: '100%' }}>
              {serverText(current.message)}
            </Alert>
          </Snackbar>
        </Portal>
      )}
    </ToastContext.Provider>
  );
}
