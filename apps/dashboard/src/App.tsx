import { createBrowserRouter, RouterProvider } from 'react-router';
import { SERVICE_WORKER_FILE } from '@drisk/contract/client';
import { UpdatePrompt, useServiceWorkerUpdate } from '@drisk/ui';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);
/** The service worker of a production build (scripts/pwa); none in development, where Vite serves sources. */
const SERVICE_WORKER_URL = import.meta.env.PROD ? `${import.meta.env.BASE_URL}${SERVICE_WORKER_FILE}` : null;

/** 'A new version is available' once a redeployment has installed itself beside the running app. */
function NewVersionPrompt() {
  const { updateReady, reload } = useServiceWorkerUpdate(SERVICE_WORKER_URL);
  return <UpdatePrompt open={updateReady} onReload={reload} />;
}

/** The dashboard: the providers, then the routes, and the new-version prompt over every screen. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <NewVersionPrompt />
    </AppProviders>
  );
}
