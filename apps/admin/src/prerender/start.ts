// The entry scripts/vitePrerenderSkeleton.ts bundles into the console page's start script: the page paints
// its prerendered skeleton first, then the console's scripts start.
import { startAfterFirstPaint } from '../../../../scripts/prerender/startAfterFirstPaint';

startAfterFirstPaint(document, window);
