import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render and commit, true from a render one task later (in a transition).
 *
 * For parts that are not needed at the first paint and would cost the mounting commit a synchronous
 * re-render: MUI's Tooltip and Select keep the DOM node they are given in state, from a ref callback, and a
 * state update in a commit is rendered at once, before the commit's task ends, after React has first run
 * every passive effect of that commit. Mounted in the commit that builds a whole page, they make it one
 * long task; mounted a task later, in a commit of their own, they cost a few milliseconds.
 */
export function useReadyAfterMount(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
