import { createBrowserRouter, RouterProvider } from 'react-router';
import { SERVICE_WORKER_FILE } from '@drisk/contract/client';
import { ServiceWorkerUpdatePrompt } from '@drisk/ui';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);
/** The service worker of a production build (scripts/pwa); none in development, where Vite serves sources. */
const SERVICE_WORKER_URL = import.meta.env.PROD ? `${import.meta.env.BASE_URL}${SERVICE_WORKER_FILE}` : null;

/** The dashboard: the providers, then the routes, and the new-version prompt over every screen. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <ServiceWorkerUpdatePrompt scriptUrl={SERVICE_WORKER_URL} />
    </AppProviders>
  );
}
