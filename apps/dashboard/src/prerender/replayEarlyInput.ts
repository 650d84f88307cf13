import { EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_TAKEN_ATTRIBUTE, plainButtonsOf } from './appScripts';

/** The prerendered page's text fields, in document order (their ids differ when the page renders afresh). */
const textFieldsOf = (container: HTMLElement): HTMLInputElement[] =>
  [...container.querySelectorAll('input')].filter(
    (input) => input.type !== 'checkbox' && input.type !== 'radio',
  );

/** The replay of what was typed and pressed before the app took over, until a form takes it (once). */
let pendingReplay: (() => void) | null = null;

/** Whether presses are still ours to keep: from hydrateRoot on, React replays them itself. */
let keepingPresses = true;

/**
 * Called just before hydrateRoot: from then on React listens on the root and replays a press on markup it
 * has not hydrated yet, so keeping it too would press twice. A fresh render (createRoot) replaces the
 * markup instead, and a press on the old markup stays ours until the form takes it.
 */
export function leavePressesToReact(): void {
  keepingPresses = false;
}

/**
 * What a user types into a prerendered form, and the last plain button they press (Forgot Password, Show
 * password), before the app has taken it over. Hydrating, React adopts the markup but not the text: a
 * controlled field's state stays empty, and its commit wipes the text; a press lands on a button with no
 * handler yet and is lost. Rendering afresh (a dark scheme) replaces the fields. Hydration is time-sliced,
 * and a page inside a Suspense boundary hydrates after the root commits, so input can land in the middle of
 * either. A field that had the focus when the app replaced it hands the focus to its new self (the next
 * keystroke would otherwise go nowhere). Tracking starts at once (what is already typed, then every input,
 * click and focus event) and lasts until the form's submit button, once the form is React's, calls
 * {@link replayEarlyInput}. Elements are matched by their place in the form: the app renders the same form
 * as the build did. Markup without text fields (the shell's skeleton) tracks nothing.
 */
export function trackEarlyInput(container: HTMLElement): void {
  const fields = textFieldsOf(container);
  if (fields.length === 0) return;
  const typed = new Map<number, string>();
  // A press noted by the start script before this code ran (rememberEarlyPresses.ts); from now on, ours.
  const early = container.getAttribute(EARLY_PRESS_ATTRIBUTE);
  container.removeAttribute(EARLY_PRESS_ATTRIBUTE);
  container.setAttribute(EARLY_PRESS_TAKEN_ATTRIBUTE, '');
  let pressed: number | null = early === null ? null : Number(early);
  let focused: { field: HTMLInputElement; place: number } | null = null;
  fields.forEach((input, place) => {
    if (input.value !== input.defaultValue) typed.set(place, input.value);
  });
  const onInput = (event: Event) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    const place = textFieldsOf(container).indexOf(event.target);
    if (place >= 0) typed.set(place, event.target.value);
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!keepingPresses || !button || button.type !== 'button') return;
    const place = plainButtonsOf(container).indexOf(button);
    if (place >= 0) pressed = place;
  };
  const onFocus = (event: Event) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    const place = textFieldsOf(container).indexOf(event.target);
    if (place >= 0) focused = { field: event.target, place };
  };
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && fields.includes(active))
    focused = { field: active, place: fields.indexOf(active) };
  container.addEventListener('input', onInput, true);
  container.addEventListener('click', onClick, true);
  container.addEventListener('focusin', onFocus, true);

  pendingReplay = () => {
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('click', onClick, true);
    container.removeEventListener('focusin', onFocus, true);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const now = textFieldsOf(container);
    for (const [place, value] of typed) {
      const input = now[place];
      if (!input || !setValue) continue;
      // Even when the field still shows the text: the form's state does not hold it yet, and the form's next
      // commit would wipe it. Through the element's own setter first (React's tracker then holds ''), then
      // the prototype's, so React sees the event as a change.
      input.value = '';
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // A field focused in markup the app has since replaced takes the focus back to its new self, with the
    // same selection, so the next keystroke lands there (a detached field's keystrokes go nowhere).
    const lostFocus =
      focused &&
      !focused.field.isConnected &&
      (!document.activeElement || document.activeElement === document.body);
    if (focused && lostFocus) refocus(focused.field, now[focused.place]);
    // After the text, so a dialog the press opens finds the form as the user left it.
    if (pressed !== null) plainButtonsOf(container)[pressed]?.click();
  };
}

/** Focuses `next` where `previous` had the caret (email fields have no selection to read, so none is set). */
function refocus(previous: HTMLInputElement, next: HTMLInputElement | undefined): void {
  if (!next) return;
  next.focus();
  const { selectionStart, selectionEnd } = previous;
  if (selectionStart !== null && selectionEnd !== null && next.selectionStart !== null)
    next.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * Hands what was typed before the app took over back to the form's fields as input events, which their
 * onChange handlers read as if the user had typed it then, and presses again the plain button last pressed
 * meanwhile. Called by the form's submit button once the form is React's (HydratedSubmitButton, through
 * useHydrated's layout effect); later calls do nothing.
 */
export function replayEarlyInput(): void {
  const replay = pendingReplay;
  pendingReplay = null;
  replay?.();
}
