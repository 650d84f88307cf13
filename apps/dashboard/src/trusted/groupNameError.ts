import { GROUP_NAME_MAX_LENGTH, VALIDATION, tooLongText } from '@drisk/contract/client';

/**
 * What is wrong with a group name (spec 3 §5), or null: nothing typed yet is 'Please enter a name' (on
 * Create only), blank after trimming is 'Invalid group name' (while typing and on Create). The VALIDATION
 * answers are English (the screen shows them through useServerText); `tooLong` words the length refusal
 * in the screen's language.
 */
export function groupNameError(
  name: string,
  submitting: boolean,
  tooLong: (max: number) => string = tooLongText,
): string | null {
  if (name === '') return submitting ? VALIDATION.nameRequired : null;
  if (name.trim() === '') return VALIDATION.invalidGroupName;
  if (name.trim().length > GROUP_NAME_MAX_LENGTH) return tooLong(GROUP_NAME_MAX_LENGTH);
  return null;
}
