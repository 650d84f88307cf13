import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SERVER } from '@drisk/contract';
import { ToastProvider, type ToastProviderProps } from './ToastProvider';
import type { ToastSeverity } from './ToastContext';
import { useToast } from './useToast';

interface ToastTriggerProps {
  toasts: { message: string; severity: ToastSeverity }[];
  showOnMount: boolean;
}

/** Shows the story's toasts on mount (so each state is visible at once) and again from a button. */
function ToastTrigger({ toasts, showOnMount }: ToastTriggerProps) {
  const { showToast } = useToast();
  const shown = useRef(false);
  const handleShow = () => toasts.forEach((toast) => showToast(toast.message, toast.severity));

  useEffect(() => {
    if (!showOnMount || shown.current) return;
    shown.current = true;
    toasts.forEach((toast) => showToast(toast.message, toast.severity));
  }, [showOnMount, toasts, showToast]);

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={handleShow}>
        Show toast
      </Button>
    </Stack>
  );
}

type ToastStoryArgs = ToastTriggerProps & Omit<ToastProviderProps, 'children'>;

const meta = {
  title: 'Feedback/ToastProvider',
  component: ToastProvider,
  args: { toasts: [{ message: SERVER.profileUpdated, severity: 'success' }], showOnMount: true },
  render: ({ toasts, showOnMount, ...providerProps }) => (
    <ToastProvider {...providerProps}>
      <ToastTrigger toasts={toasts} showOnMount={showOnMount} />
    </ToastProvider>
  ),
} satisfies Meta<ToastStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const ErrorToast: Story = {
  args: { toasts: [{ message: SERVER.internalError, severity: 'error' }] },
};

export const Info: Story = {
  args: { toasts: [{ message: SERVER.unauthorized, severity: 'info' }] },
};

export const Warning: Story = {
  args: { toasts: [{ message: SERVER.gatewayTimeout, severity: 'warning' }] },
};

/** Three toasts asked for at once show one after the other. */
export const Queue: Story = {
  args: {
    showOnMount: false,
    toasts: [
      { message: 'First message', severity: 'info' },
      { message: 'Second message', severity: 'success' },
      { message: 'Third message', severity: 'error' },
    ],
  },
};
