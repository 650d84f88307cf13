import { useLayoutEffect, useSyncExternalStore } from 'react';
import { replayEarlyInput } from '../prerender/replayEarlyInput';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered markup (and in the build's prerendering), true from then on and in
 * every render that is not a hydration. A form's submit button is disabled until then: pressed earlier, the
 * browser would submit the form itself (a reload) instead of the page's handler. Once the form is hydrated,
 * what the user typed into it before is handed back to its fields, and a plain button pressed meanwhile is
 * pressed again (replayEarlyInput).
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  // Before the browser paints the enabled button, so a press cannot reach the form before the text does.
  useLayoutEffect(() => {
    if (hydrated) replayEarlyInput();
  }, [hydrated]);
  return hydrated;
}
