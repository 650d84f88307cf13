import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ATTRIBUTE } from './appScripts';
import { startAfterFirstPaint, startAppScripts } from './startAfterFirstPaint';

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
