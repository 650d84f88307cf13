import { CssBaseline, ThemeProvider } from '@mui/material';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider, createDriskTheme } from '@drisk/ui';
import { ApiProvider } from './api/ApiProvider';
import { SessionProvider } from './session/SessionProvider';
import { appRoutes } from './routes';

const theme = createDriskTheme();
const router = createBrowserRouter(appRoutes);

/** The dashboard: theme, toasts, the API client, the session, then the routes. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <ApiProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ApiProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
