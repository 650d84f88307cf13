// The entry scripts/vitePrerender.ts bundles into the prerendered pages' start script.
import { startAfterFirstPaint } from '../../../../scripts/prerender/startAfterFirstPaint';
import { rememberEarlyPresses } from './rememberEarlyPresses';
import { fillSessionSlots } from './sessionSlots';

// The signed-in device's name into the page, with its first paint or right after it; then the app, whatever
// the storage allowed. Presses before the app runs are noted for it from the start.
try {
  fillSessionSlots(document, () => window.sessionStorage);
} finally {
  rememberEarlyPresses(document);
  startAfterFirstPaint(document, window);
}
