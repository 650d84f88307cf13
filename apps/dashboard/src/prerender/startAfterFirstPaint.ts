// The one classic script of a prerendered page (scripts/vitePrerender.ts bundles it on its own and loads it
// with `defer`). The page's markup and critical CSS are already there: this lets the browser paint them
// first, and then starts the app by putting its scripts (held in an inert <template>) into the document.
// Fetched and run earlier, the app's ~30 modules compete with the first paint, and on a phone the page
// stays blank until they have run although it has nothing to wait for.
import {
  APP_SCRIPTS_ATTRIBUTE,
  EARLY_PRESS_ATTRIBUTE,
  EARLY_PRESS_TAKEN_ATTRIBUTE,
  plainButtonsOf,
} from './appScripts';

/** Puts the template's script and preloads into <head>: cloned, they are fetched and run as if parsed there. */
export function startAppScripts(doc: Document): boolean {
  const template = doc.querySelector(`template[${APP_SCRIPTS_ATTRIBUTE}]`);
  if (!(template instanceof HTMLTemplateElement)) return false;
  template.remove();
  doc.head.append(doc.importNode(template.content, true));
  return true;
}

/**
 * Starts the app once the page has painted: the frame after the next animation frame is the first one with
 * the page on screen. A hidden page (a background tab) paints nothing and gets no animation frames, so it
 * starts at once.
 */
export function startAfterFirstPaint(doc: Document, win: Window): void {
  rememberEarlyPresses(doc);
  if (doc.visibilityState === 'hidden') {
    startAppScripts(doc);
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(() => startAppScripts(doc), 0));
}

/**
 * The page can be pressed before the app's code runs: the last plain button pressed (Forgot Password) is
 * noted on #root for trackEarlyInput, which takes it over when the app starts.
 */
export function rememberEarlyPresses(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const root = doc.getElementById('root');
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!root || !button || root.hasAttribute(EARLY_PRESS_TAKEN_ATTRIBUTE)) return;
      const place = plainButtonsOf(root).indexOf(button as HTMLButtonElement);
      if (place >= 0) root.setAttribute(EARLY_PRESS_ATTRIBUTE, String(place));
    },
    true,
  );
}
