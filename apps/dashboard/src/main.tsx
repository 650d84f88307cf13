// First: schemas built later read it (see the file).
import './zodWithoutEval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { currentColorMode, currentLanguage, loadLanguage } from '@drisk/ui';
import { createApiClient } from '@drisk/data-provider';
import { runMqttInWorker } from '@drisk/realtime';
import MqttWorker from '@drisk/realtime/mqttWorker?worker';
import { App } from './App';
import { startShellCalls } from './api/startupCalls';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_URL_ATTRIBUTE,
  rendersSameAt,
} from './prerender/prerenderedPages';
import { preloadRoute } from './prerender/preloadRoute';
import { leavePressesToReact, trackEarlyInput } from './prerender/replayEarlyInput';
import { appRoutes } from './routes';
import { readStoredSession, readStoredToken } from './session/sessionStore';
import { yieldToBrowser } from './shared/yieldToBrowser';

// mqtt.js (its evaluation, every packet) runs beside the page instead of in the page's own tasks.
runMqttInWorker(() => new MqttWorker({ name: 'mqtt' }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
// Markup the build rendered for this very address is hydrated; a skeleton (the signed-in shell) or markup
// rendered for another address is replaced, and so is everything when this browser draws the dark scheme:
// the build renders the light one, and hydration keeps the server's class names, so it would stay light.
// Either way the page's own code is loaded first, so the first render is complete and the prerendered paint
// stays until it commits. What is typed and pressed before the app takes the form over is kept (trackEarlyInput).
const renderedAt = container.getAttribute(PRERENDERED_URL_ATTRIBUTE);
const renderedHere =
  container.getAttribute(PRERENDERED_ATTRIBUTE) === 'hydrate' &&
  renderedAt !== null &&
  rendersSameAt(renderedAt, window.location);
// The same form comes back either way, so what is typed into it meanwhile can be handed back.
if (renderedHere) trackEarlyInput(container);

/**
 * The rest of the start, in tasks of its own: the modules' evaluation above is already a long task on a
 * phone, and so are the first calls (each fetch costs the page a few milliseconds) and the router (which
 * compiles every route's path): one after the other, none adds to another.
 */
async function start(root: HTMLElement) {
  await yieldToBrowser();
  // Signed in under /dashboard, the shell's first calls start now, beside the rest of the start.
  const client = createApiClient({ getToken: readStoredToken });
  const startupCalls = startShellCalls(
    client.call,
    readStoredSession(),
    window.location.pathname,
    readStoredToken,
  );
  await yieldToBrowser();
  const router = createBrowserRouter(appRoutes);
  // The build renders English too: another language's first render differs, so it is rendered afresh, its
  // catalogue fetched beside the page's code (an English page fetches nothing more).
  const language = currentLanguage();
  const hydrates = renderedHere && currentColorMode() === 'light' && language === 'en';
  await Promise.allSettled([
    preloadRoute(router.state.matches, window.location.pathname),
    loadLanguage(language),
  ]);
  const app = (
    <StrictMode>
      <App router={router} client={client} startupCalls={startupCalls} />
    </StrictMode>
  );
  // In a transition, the first render yields to the browser every few milliseconds (React time-slices
  // transition lanes only): a phone keeps answering taps and scrolling while the page hydrates, instead of
  // freezing for the whole render.
  startTransition(() => {
    if (!hydrates) {
      createRoot(root).render(app);
      return;
    }
    leavePressesToReact();
    hydrateRoot(root, app);
  });
}
void start(container);
