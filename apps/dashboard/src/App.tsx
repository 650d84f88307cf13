import { RouterProvider, type createBrowserRouter } from 'react-router';
import { SERVICE_WORKER_FILE } from '@drisk/contract/client';
import { ServiceWorkerUpdatePrompt } from '@drisk/ui';
import type { ApiClient } from '@drisk/data-provider';
import { AppProviders } from './AppProviders';
import type { StartupCalls } from './api/startupCalls';

/** The service worker of a production build (scripts/pwa); none in development, where Vite serves sources. */
const SERVICE_WORKER_URL = import.meta.env.PROD ? `${import.meta.env.BASE_URL}${SERVICE_WORKER_FILE}` : null;

export interface AppProps {
  /** The browser's router in the app (main.tsx); a memory router at one address when the build prerenders it. */
  router: ReturnType<typeof createBrowserRouter>;
  /** The API client main.tsx made to start the shell's calls before rendering, with those calls. */
  client?: ApiClient;
  startupCalls?: StartupCalls;
}

/**
 * The dashboard: the providers, then the routes, and the new-version prompt over every screen. The same tree
 * in the browser and in the build's prerendering, so prerendered markup hydrates without a mismatch.
 */
export function App({ router, client, startupCalls }: AppProps) {
  return (
    <AppProviders client={client} startupCalls={startupCalls}>
      <RouterProvider router={router} />
      <ServiceWorkerUpdatePrompt scriptUrl={SERVICE_WORKER_URL} />
    </AppProviders>
  );
}
