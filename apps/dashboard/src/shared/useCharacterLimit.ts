import { useCallback } from 'react';
import { COMMON_TEXT } from '@drisk/contract/client';
import { useFormatters, useText } from '@drisk/ui';

export interface CharacterLimit {
  over: boolean;
  helperText: string;
}

/**
 * A text field's limit, shown before it bites: a counter under the field ('12 / 32'), and past the limit
 * an error that says so, with the counter still there, in the active language (its numbers through the
 * formatters, ungrouped as English has always shown them). Fields never cut what was typed or pasted (no
 * `maxLength`): a cut name would be saved without a word.
 */
export function useCharacterLimit(): (value: string, max: number) => CharacterLimit {
  const text = useText(COMMON_TEXT);
  const { number } = useFormatters();
  return useCallback(
    (value: string, max: number) => {
      const count = (n: number) => number(n, { useGrouping: false });
      const counter = text.characterCount(count(value.length), count(max));
      const over = value.length > max;
      return { over, helperText: over ? `${text.tooLong(count(max))} (${counter})` : counter };
    },
    [text, number],
  );
}
