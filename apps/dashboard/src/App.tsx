import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);

/** The dashboard: the providers, then the routes. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
