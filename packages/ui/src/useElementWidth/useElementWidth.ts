import { startTransition, useCallback, useState, type RefCallback } from 'react';

/** Whether this environment can tell an element's size without forcing a layout (jsdom cannot). */
export const canObserveWidth = () => typeof ResizeObserver !== 'undefined';

/**
 * The content width of an element, in whole pixels, as a ResizeObserver reports it: `undefined` until the
 * first report (and always without ResizeObserver), then every change. The observer reports after the
 * browser's own layout, so, unlike reading `offsetWidth` or `getComputedStyle` in an effect, measuring
 * never forces a synchronous layout, which on a slow phone costs more than drawing. A new width is a
 * transition: what it re-renders (a chart drawn for the first time, every bar of it) is rendered in slices
 * between which the browser paints and answers input, instead of in one block.
 */
export function useElementWidth<T extends Element>(): [RefCallback<T>, number | undefined] {
  const [width, setWidth] = useState<number>();
  const ref = useCallback((element: T | null) => {
    if (!element || !canObserveWidth()) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.width);
      startTransition(() => setWidth(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
