// The entry scripts/vitePrerender.ts bundles into the prerendered pages' start script.
import { fillSessionSlots } from './sessionSlots';
import { startAfterFirstPaint } from './startAfterFirstPaint';

// Before the first paint: the page is painted with the signed-in device's name already in it.
fillSessionSlots(document, sessionStorage);
startAfterFirstPaint(document, window);
