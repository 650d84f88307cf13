// What a prerendered page's one classic script does (scripts/vitePrerender.ts bundles each app's start
// script, which calls it, and loads it with `defer`). The page's markup and critical CSS are already there:
// this lets the browser paint them first, and then starts the app by putting its scripts (held in an inert
// <template>) into the document. Fetched and run earlier, the app's modules compete with the first paint,
// and on a phone the page stays blank until they have run although it has nothing to wait for.
import { APP_SCRIPTS_ATTRIBUTE } from './appScriptsAttribute';

/**
 * Puts what the template holds into <head>: cloned, the script and preloads are fetched and run as if
 * parsed there. The preloads go in at once (the app's code is fetched meanwhile); then its styles (the
 * dashboard's captured Emotion styles), each in a task of its own (`nextTask`), since the browser parses a
 * tag's CSS as it goes in; the module script last, so the app finds them.
 */
export function startAppScripts(
  doc: Document,
  nextTask: (step: () => void) => void = (step) => step(),
): boolean {
  const template = doc.querySelector(`template[${APP_SCRIPTS_ATTRIBUTE}]`);
  if (!(template instanceof HTMLTemplateElement)) return false;
  template.remove();
  const held = [...doc.importNode(template.content, true).childNodes];
  const isScript = (node: Node) => node.nodeName === 'SCRIPT';
  const isStyle = (node: Node) => node.nodeName === 'STYLE';
  doc.head.append(...held.filter((node) => !isScript(node) && !isStyle(node)));
  const styles = held.filter(isStyle);
  const appendFrom = (index: number) => {
    if (index === styles.length) {
      doc.head.append(...held.filter(isScript));
      return;
    }
    doc.head.append(styles[index]);
    nextTask(() => appendFrom(index + 1));
  };
  appendFrom(0);
  return true;
}

/**
 * Runs `step` in a task of its own, after what the browser has waiting (input, a frame): the Prioritized
 * Task Scheduling API where there is one, else a message to itself, which no browser delays in a
 * background tab (unlike a timer).
 */
function inNextTask(step: () => void): void {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') {
    void scheduler.yield().then(step);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    step();
  };
  channel.port2.postMessage(null);
}

/** The longest the app waits, once a frame is drawn, for the browser to report that it is on screen. */
export const PAINT_REPORT_WAIT_MS = 250;

/**
 * Calls `then` once the browser has reported the page's first contentful paint (Paint Timing), or at once
 * where it has already, or cannot (no 'paint' entries), or after PAINT_REPORT_WAIT_MS. A drawn frame reaches
 * the screen some milliseconds after the task that follows it: the app's requests started there would begin
 * before the paint, and compete with it.
 */
function afterPaintReported(win: Window, then: () => void): void {
  const Observer = (win as { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  const isFirstContentfulPaint = (entry: PerformanceEntry) => entry.name === 'first-contentful-paint';
  if (
    !Observer?.supportedEntryTypes?.includes('paint') ||
    win.performance.getEntriesByType('paint').some(isFirstContentfulPaint)
  ) {
    then();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
    then();
  };
  const observer = new Observer((list) => {
    if (list.getEntries().some(isFirstContentfulPaint)) finish();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = win.setTimeout(finish, PAINT_REPORT_WAIT_MS);
}

/**
 * Starts the app once the page has painted: the frame after the next animation frame is the first one with
 * the page drawn, and the browser then reports when it is on screen. A hidden page (a background tab)
 * paints nothing and gets no animation frames, so it starts at once.
 */
export function startAfterFirstPaint(doc: Document, win: Window): void {
  if (doc.visibilityState === 'hidden') {
    startAppScripts(doc, inNextTask);
    return;
  }
  win.requestAnimationFrame(() =>
    win.setTimeout(() => afterPaintReported(win, () => startAppScripts(doc, inNextTask)), 0),
  );
}
