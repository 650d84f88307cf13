// Part of the prerendered pages' start script (start.ts): the page can be pressed before the app's code runs.
import { EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_TAKEN_ATTRIBUTE, plainButtonsOf } from './appScripts';

/**
 * Notes on #root the last plain button pressed (Forgot Password) before the app's code ran, for
 * trackEarlyInput, which takes it over when the app starts.
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
