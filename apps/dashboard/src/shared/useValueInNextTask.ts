import { startTransition, useEffect, useState } from 'react';
import { yieldToBrowser } from './yieldToBrowser';

/**
 * `value`, taken over one task later than the render that brings it, in a transition: the part of a screen
 * that reads it is rendered and committed on its own, after the rest. A reply that fills a whole screen is
 * then two shorter commits instead of one long one, and the browser gets its turn (input, a frame) between
 * them. The first render has `value` at once.
 */
export function useValueInNextTask<T>(value: T): T {
  const [taken, setTaken] = useState(value);
  useEffect(() => {
    let current = true;
    void yieldToBrowser().then(() => {
      if (current) startTransition(() => setTaken(value));
    });
    return () => {
      current = false;
    };
  }, [value]);
  return taken;
}
