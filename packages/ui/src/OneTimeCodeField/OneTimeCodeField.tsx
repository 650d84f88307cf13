import type { Ref } from 'react';
import TextField, { type OutlinedTextFieldProps } from '@mui/material/TextField';
import { TOTP_DIGITS } from '@drisk/contract/client';
import { useDriskProps } from '../theme/useDriskProps';
import { oneTimeCodeFieldClasses } from './oneTimeCodeFieldClasses';

/**
 * Props of {@link OneTimeCodeField}: the MUI `TextField` props, with `value` and `onChange` narrowed to the
 * digits typed. `className`, `sx` and `slotProps` reach the TextField root.
 */
export interface OneTimeCodeFieldProps extends Omit<
  OutlinedTextFieldProps,
  'type' | 'variant' | 'value' | 'onChange' | 'defaultValue'
> {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The digits typed so far. */
  value: string;
  /** Called with the digits only: spaces, letters and anything past the last digit are dropped. */
  onChange: (digits: string) => void;
  /**
   * How many digits the code has.
   * @default TOTP_DIGITS (6)
   */
  length?: number;
}

/**
 * One text field for a one-time code from an authenticator app: a numeric keypad on phones, the browser's
 * one-time-code autofill, and pasted codes like '123 456' kept to their digits. One field rather than six
 * boxes, so screen readers, password managers and pasting all just work.
 */
export function OneTimeCodeField(inProps: OneTimeCodeFieldProps) {
  const props = useDriskProps(inProps, 'DriskOneTimeCodeField', oneTimeCodeFieldClasses.root);
  const { value, onChange, length = TOTP_DIGITS, slotProps, ...textFieldProps } = props;
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : undefined;
  return (
    <TextField
      {...textFieldProps}
      variant="outlined"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          pattern: `\\d{${length}}`,
          maxLength: length + 2,
          spellCheck: false,
          ...htmlInput,
          style: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums', ...htmlInput?.style },
        },
      }}
    />
  );
}
