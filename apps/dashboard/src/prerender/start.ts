// The entry scripts/vitePrerender.ts bundles into the prerendered pages' start script.
import { startAfterFirstPaint } from './startAfterFirstPaint';

startAfterFirstPaint(document, window);
