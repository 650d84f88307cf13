import { tooLongText } from '@drisk/contract/client';
import { maxLength } from 'react-admin';

/**
 * Props of a text input limited to `max` characters: the limit shows before it bites (helper text), the
 * browser stops typing at it, and a pasted longer value is refused before anything is sent.
 */
export function limitedText(max: number) {
  return {
    helperText: tooLongText(max),
    slotProps: { htmlInput: { maxLength: max } },
    validate: maxLength(max, tooLongText(max)),
  };
}
