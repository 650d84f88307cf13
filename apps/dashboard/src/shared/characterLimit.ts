import { tooLongText } from '@drisk/contract/client';

/**
 * A text field's limit, shown before it bites: a counter under the field ('12 / 32'), and past the limit
 * an error that says so, with the counter still there. Fields never cut what was typed or pasted (no
 * `maxLength`): a cut name would be saved without a word.
 */
export function characterLimit(value: string, max: number) {
  const counter = `${value.length} / ${max}`;
  const over = value.length > max;
  return { over, helperText: over ? `${tooLongText(max)} (${counter})` : counter };
}
