import { describe, expect, it, vi } from 'vitest';

/** A prerendered sign-in form as the build writes it: two text fields and two plain buttons, no handlers. */
const prerenderedForm = () => `
  <form>
    <input type="email" value="">
    <input type="password" value="">
    <button type="button">Show password</button>
    <button type="button">Forgot Password</button>
    <button type="submit" disabled>Sign In</button>
  </form>`;

/** The module keeps one pending replay, so each test takes a fresh copy. */
async function freshModule() {
  vi.resetModules();
  return import('./replayEarlyInput');
}

function typeInto(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('replayEarlyInput', () => {
  it('hands typed text and the last plain press to the form the app rendered in its place', async () => {
    const { trackEarlyInput, replayEarlyInput } = await freshModule();
    const container = document.createElement('div');
    container.innerHTML = prerenderedForm();
    document.body.append(container);
    trackEarlyInput(container);

    const [email] = container.querySelectorAll('input');
    typeInto(email, 'owner@example.com');
    container.querySelectorAll<HTMLButtonElement>('button')[1].click();

    // The app renders the same form afresh, with handlers this time.
    container.innerHTML = prerenderedForm();
    const typed: string[] = [];
    const pressed: string[] = [];
    container.querySelector('input')!.addEventListener('input', (event) => {
      typed.push((event.target as HTMLInputElement).value);
    });
    container
      .querySelectorAll('button')
      .forEach((button) => button.addEventListener('click', () => pressed.push(button.textContent ?? '')));
    replayEarlyInput();

    expect(typed).toEqual(['owner@example.com']);
    expect(pressed).toEqual(['Forgot Password']);
    // Once only: a later call (another form's first effect) replays nothing.
    replayEarlyInput();
    expect(pressed).toEqual(['Forgot Password']);
    container.remove();
  });

  it('hands the text to a hydrated field that still shows it, whose form has not taken it yet', async () => {
    const { trackEarlyInput, replayEarlyInput } = await freshModule();
    const container = document.createElement('div');
    container.innerHTML = prerenderedForm();
    document.body.append(container);
    trackEarlyInput(container);
    const [email] = container.querySelectorAll('input');
    typeInto(email, 'owner@example.com');

    // Hydration adopted this very field and its text; the form's state is still empty until told.
    const typed: string[] = [];
    email.addEventListener('input', () => typed.push(email.value));
    replayEarlyInput();

    expect(typed).toEqual(['owner@example.com']);
    expect(email.value).toBe('owner@example.com');
    container.remove();
  });

  it('leaves presses to React once it hydrates, so none is pressed twice', async () => {
    const { trackEarlyInput, replayEarlyInput, leavePressesToReact } = await freshModule();
    const container = document.createElement('div');
    container.innerHTML = prerenderedForm();
    document.body.append(container);
    trackEarlyInput(container);
    leavePressesToReact();
    container.querySelectorAll<HTMLButtonElement>('button')[1].click();

    const pressed: string[] = [];
    container
      .querySelectorAll('button')
      .forEach((button) => button.addEventListener('click', () => pressed.push(button.textContent ?? '')));
    replayEarlyInput();
    expect(pressed).toEqual([]);
    container.remove();
  });

  it("never presses a submit button on the user's behalf", async () => {
    const { trackEarlyInput, replayEarlyInput } = await freshModule();
    const container = document.createElement('div');
    container.innerHTML = prerenderedForm();
    document.body.append(container);
    trackEarlyInput(container);
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    submit.disabled = false;
    submit.addEventListener('click', (event) => event.preventDefault());
    submit.click();

    const pressed: string[] = [];
    container.querySelectorAll('button').forEach((button) =>
      button.addEventListener('click', (event) => {
        event.preventDefault();
        pressed.push(button.textContent ?? '');
      }),
    );
    replayEarlyInput();
    expect(pressed).toEqual([]);
    container.remove();
  });

  it('gives the focus and the selection of a replaced field to its new self', async () => {
    const { trackEarlyInput, replayEarlyInput } = await freshModule();
    const container = document.createElement('div');
    container.innerHTML = prerenderedForm();
    document.body.append(container);
    trackEarlyInput(container);
    const password = container.querySelectorAll('input')[1];
    typeInto(password, 'Owner#12345');
    password.focus();
    password.setSelectionRange(0, 5);

    // Rendering afresh drops the focused field: the focus falls back to the body until the replay.
    container.innerHTML = prerenderedForm();
    expect(document.activeElement).toBe(document.body);
    replayEarlyInput();

    const replaced = container.querySelectorAll('input')[1];
    expect(document.activeElement).toBe(replaced);
    expect(replaced.value).toBe('Owner#12345');
    expect([replaced.selectionStart, replaced.selectionEnd]).toEqual([0, 5]);
    container.remove();
  });

  it('leaves the focus where the user has since put it', async () => {
    const { trackEarlyInput, replayEarlyInput } = await freshModule();
    const container = document.createElement('div');
    container.innerHTML = prerenderedForm();
    document.body.append(container);
    trackEarlyInput(container);
    container.querySelector('input')!.focus();

    container.innerHTML = prerenderedForm();
    const password = container.querySelectorAll('input')[1];
    password.focus();
    replayEarlyInput();
    expect(document.activeElement).toBe(password);
    container.remove();
  });
});
