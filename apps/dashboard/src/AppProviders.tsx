import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ApiClient } from '@drisk/data-provider';
import { ToastProvider, createDriskTheme } from '@drisk/ui';
import { ApiProvider } from './api/ApiProvider';
import { SessionProvider } from './session/SessionProvider';

const theme = createDriskTheme();

export interface AppProvidersProps {
  /** The API client; the app builds its own, tests pass one over a fake server. */
  client?: ApiClient;
  children: ReactNode;
}

/** What every page stands in, in this order: theme, CssBaseline, toasts, the API client, the session. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <ApiProvider client={client}>
          <SessionProvider>{children}</SessionProvider>
        </ApiProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
