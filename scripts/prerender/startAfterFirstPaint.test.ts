// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ATTRIBUTE } from './appScriptsAttribute';
import { PAINT_REPORT_WAIT_MS, startAfterFirstPaint, startAppScripts } from './startAfterFirstPaint';

const SCRIPTS = '<link rel="modulepreload" href="/assets/runtime.js"><meta name="app-started">';

function pageWithHeldScripts() {
  document.head.innerHTML = `<template ${APP_SCRIPTS_ATTRIBUTE}>${SCRIPTS}</template>`;
}

const started = () => document.head.querySelector('meta[name="app-started"]') !== null;

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('startAppScripts', () => {
  it('puts what the template holds into <head>, once', () => {
    pageWithHeldScripts();
    expect(started()).toBe(false);
    expect(startAppScripts(document)).toBe(true);
    expect(started()).toBe(true);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/runtime.js',
    );
    expect(startAppScripts(document)).toBe(false);
    expect(document.head.querySelectorAll('meta[name="app-started"]')).toHaveLength(1);
  });

  it('puts the preloads in at once, then the styles one per task, then the script', () => {
    document.head.innerHTML =
      `<template ${APP_SCRIPTS_ATTRIBUTE}><style id="s1"></style><style id="s2"></style>` +
      '<script type="module" id="entry"></script><link rel="modulepreload" href="/assets/home.js"></template>';
    const tasks: (() => void)[] = [];
    expect(startAppScripts(document, (step) => tasks.push(step))).toBe(true);
    const inHead = () => [...document.head.children].map((element) => element.id || element.tagName);
    expect(inHead()).toEqual(['LINK', 's1']);
    tasks.shift()?.();
    expect(inHead()).toEqual(['LINK', 's1', 's2']);
    tasks.shift()?.();
    expect(inHead()).toEqual(['LINK', 's1', 's2', 'entry']);
    expect(tasks).toHaveLength(0);
  });
});

describe('startAfterFirstPaint', () => {
  it('waits for the frame after the next animation frame', () => {
    pageWithHeldScripts();
    let frame: FrameRequestCallback = () => undefined;
    let afterFrame: () => void = () => undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    vi.spyOn(window, 'setTimeout').mockImplementation(((callback: () => void) => {
      afterFrame = callback;
      return 1;
    }) as typeof window.setTimeout);
    startAfterFirstPaint(document, window);
    expect(started()).toBe(false);
    frame(0);
    expect(started()).toBe(false);
    afterFrame();
    expect(started()).toBe(true);
  });

  it('starts at once in a hidden page, which gets no animation frames', () => {
    pageWithHeldScripts();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    startAfterFirstPaint(document, window);
    expect(started()).toBe(true);
    expect(frames).not.toHaveBeenCalled();
  });
});

/**
 * A window whose animation frame comes at once, whose timers run when the test says, and whose browser
 * reports paints (Paint Timing) when the test says: `painted` already, or not at all without `paintTiming`.
 */
function paintingWindow({ painted = false, paintTiming = true } = {}) {
  const timers: { run: () => void; ms: number }[] = [];
  let onEntries: ((list: { getEntries: () => { name: string }[] }) => void) | null = null;
  let disconnected = false;
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark'];
    constructor(callback: typeof onEntries) {
      onEntries = callback;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      callback(0);
      return 1;
    },
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
    clearTimeout: (id: number) => {
      timers[id - 1].run = () => undefined;
    },
    performance: { getEntriesByType: () => (painted ? [{ name: 'first-contentful-paint' }] : []) },
    PerformanceObserver: FakePerformanceObserver,
  } as unknown as Window;
  return {
    win,
    timers,
    report: (name: string) => onEntries?.({ getEntries: () => [{ name }] }),
    disconnected: () => disconnected,
  };
}

describe('startAfterFirstPaint where the browser reports paints', () => {
  it('starts once the first contentful paint is reported, not when the frame is drawn', () => {
    pageWithHeldScripts();
    const { win, timers, report, disconnected } = paintingWindow();
    startAfterFirstPaint(document, win);
    timers[0].run(); // the task after the frame
    expect(started()).toBe(false);
    report('first-paint');
    expect(started()).toBe(false);
    report('first-contentful-paint');
    expect(started()).toBe(true);
    expect(disconnected()).toBe(true);
  });

  it(`starts after ${PAINT_REPORT_WAIT_MS} ms when no paint is reported`, () => {
    pageWithHeldScripts();
    const { win, timers } = paintingWindow();
    startAfterFirstPaint(document, win);
    timers[0].run();
    expect(started()).toBe(false);
    expect(timers[1].ms).toBe(PAINT_REPORT_WAIT_MS);
    timers[1].run();
    expect(started()).toBe(true);
  });

  it('starts right after the frame when the paint was reported already, or cannot be', () => {
    for (const options of [{ painted: true }, { paintTiming: false }]) {
      pageWithHeldScripts();
      const { win, timers } = paintingWindow(options);
      startAfterFirstPaint(document, win);
      expect(started()).toBe(false);
      timers[0].run();
      expect(started()).toBe(true);
      expect(timers).toHaveLength(1);
      document.head.innerHTML = '';
    }
  });
});
