// Names the prerendered pages' start script (start.ts) and the app share. A file of its own, with no imports,
// so the start script bundles these names without the app's modules.

/**
 * Set by the start script on #root: the place (among the page's plain buttons) of the last one pressed
 * before the app's code ran, which replayEarlyInput.ts presses again once the form is React's.
 */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';
/** Set on #root once trackEarlyInput has taken the presses over: the start script notes no more. */
export const EARLY_PRESS_TAKEN_ATTRIBUTE = 'data-early-press-taken';

/**
 * The prerendered page's plain buttons, in document order. Only `type="button"`: before the app takes over
 * they do nothing at all, while links navigate and a form's submit button stays disabled (useHydrated).
 */
export const plainButtonsOf = (container: HTMLElement): HTMLButtonElement[] => [
  ...container.querySelectorAll<HTMLButtonElement>('button[type="button"]'),
];
