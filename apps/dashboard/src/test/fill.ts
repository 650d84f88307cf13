import type { UserEvent } from '@testing-library/user-event';

/** Replaces a field's value the way a paste does: one change instead of a re-render per keystroke. */
export async function fill(user: UserEvent, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}
