// First: schemas built later read it (see the file).
import './zodWithoutEval';
// Roboto as the dashboard has it: Latin only (the product is English), the weights MUI's theme uses.
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { SERVICE_WORKER_FILE } from '@drisk/contract/client';
import { ServiceWorkerUpdatePrompt, useDriskTheme } from '@drisk/ui';
import { AdminApp } from './AdminApp';
import { tabOfPath } from './layout/consoleTabs';

/** The console's service worker in a production build (scripts/pwa); none in development. */
const SERVICE_WORKER_URL = import.meta.env.PROD ? `${import.meta.env.BASE_URL}${SERVICE_WORKER_FILE}` : null;

/** The update prompt beside the console, in the console's scheme. */
function UpdatePromptInTheme() {
  return (
    <ThemeProvider theme={useDriskTheme()}>
      <ServiceWorkerUpdatePrompt scriptUrl={SERVICE_WORKER_URL} />
    </ThemeProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
// The Dashboard tab, where the console opens, is fetched beside the session check instead of after it.
if (tabOfPath(window.location.hash.slice(1) || '/').path === '/') void import('./dashboard/DashboardTab');
// The page shows the prerendered skeleton meanwhile (src/prerender); the first render replaces it. In a
// transition, that render yields to the browser every few milliseconds (React time-slices transition lanes
// only), so a phone keeps answering taps and scrolling while the console starts.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AdminApp />
      <UpdatePromptInTheme />
    </StrictMode>,
  );
});
