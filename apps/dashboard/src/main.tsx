// First: schemas built later read it (see the file).
import './zodWithoutEval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
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
import { adoptPrerenderedStyles } from './prerender/adoptPrerenderedStyles';
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
  // The build renders English too: another language's first render differs, so it is rendered afresh, its
  // catalogue fetched beside the page's code (an English page fetches nothing more).
  const language = currentLanguage();
  // Settled at once, so that a catalogue that fails to load is left to the screens (in English) without an
  // unhandled rejection while the start goes on.
  const catalogue = Promise.allSettled([loadLanguage(language)]);
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
  const hydrates = renderedHere && currentColorMode() === 'light' && language === 'en';
  // preloadRoute never rejects.
  await Promise.all([preloadRoute(router.state.matches, window.location.pathname), catalogue]);
  const app = (
    <StrictMode>
      <CacheProvider value={adoptPrerenderedStyles()}>
        <App router={router} client={client} startupCalls={startupCalls} />
      </CacheProvider>
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
// A failure to start is thrown as an uncaught error, as it was when this ran as the module's own code (a
// rejected promise would be reported differently, or not at all).
start(container).catch((error: unknown) =>
  setTimeout(() => {
    throw error;
  }),
);
