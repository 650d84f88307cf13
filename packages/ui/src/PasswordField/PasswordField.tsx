import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useThemeProps } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

// TextFieldProps is a union (one member per variant); a plain Omit would collapse it.
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Props of {@link PasswordField}: every MUI `TextField` prop except `type`, which the show/hide toggle owns.
 * `className`, `sx` and `slotProps` reach the TextField root as usual.
 */
export type PasswordFieldProps = DistributiveOmit<TextFieldProps, 'type'> & {
  /**
   * Accessible name of the toggle while the password is hidden.
   * @default 'Show password'
   */
  showPasswordLabel?: string;
  /**
   * Accessible name of the toggle while the password is visible.
   * @default 'Hide password'
   */
  hidePasswordLabel?: string;
  /**
   * Whether the password starts out visible.
   * @default false
   */
  defaultVisible?: boolean;
};

// Keeps focus (and the caret) in the input when the toggle is clicked.
function handleToggleMouseDown(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/** A password text field with an end adornment that shows or hides what was typed. */
export function PasswordField(inProps: PasswordFieldProps) {
  const props = useThemeProps({ props: inProps, name: 'DriskPasswordField' });
  const {
    showPasswordLabel = 'Show password',
    hidePasswordLabel = 'Hide password',
    defaultVisible = false,
    slotProps,
    disabled,
    ...textFieldProps
  } = props;
  const [visible, setVisible] = useState(defaultVisible);
  const inputSlotProps = typeof slotProps?.input === 'object' ? slotProps.input : undefined;

  return (
    <TextField
      {...textFieldProps}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          ...inputSlotProps,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? hidePasswordLabel : showPasswordLabel}
                edge="end"
                disabled={disabled}
                onClick={() => setVisible((current) => !current)}
                onMouseDown={handleToggleMouseDown}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
