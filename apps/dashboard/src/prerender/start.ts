// The entry scripts/vitePrerender.ts bundles into the prerendered pages' start script.
import { fillSessionSlots } from './sessionSlots';
import { startAfterFirstPaint } from './startAfterFirstPaint';

// The signed-in device's name into the page, with its first paint or right after it; then the app, whatever
// the storage allowed.
try {
  fillSessionSlots(document, () => window.sessionStorage);
} finally {
  startAfterFirstPaint(document, window);
}
