import { vi } from 'vitest';

/**
 * A ResizeObserver for jsdom, which has none (nor any layout): `report(width)` tells every observed element
 * it is that wide, as the browser would after a layout. Undone by `vi.unstubAllGlobals()`.
 */
export function installResizeObserver() {
  const watching = new Map<Element, ResizeObserverCallback>();
  class TestResizeObserver {
    readonly #callback: ResizeObserverCallback;
    constructor(callback: ResizeObserverCallback) {
      this.#callback = callback;
    }
    observe(element: Element) {
      watching.set(element, this.#callback);
    }
    unobserve(element: Element) {
      watching.delete(element);
    }
    disconnect() {
      for (const [element, callback] of watching) if (callback === this.#callback) watching.delete(element);
    }
  }
  vi.stubGlobal('ResizeObserver', TestResizeObserver);
  return {
    observed: () => [...watching.keys()],
    report(width: number) {
      for (const [target, callback] of watching) {
        const entry = { target, contentRect: { width, height: 0 } } as unknown as ResizeObserverEntry;
        callback([entry], {} as ResizeObserver);
      }
    },
  };
}
