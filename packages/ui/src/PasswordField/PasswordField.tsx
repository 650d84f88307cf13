import { useState, type MouseEvent, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type OutlinedTextFieldProps, type TextFieldVariants } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { passwordFieldClasses } from './passwordFieldClasses';

/**
 * Props of {@link PasswordField}: the MUI `TextField` props except `type`, which the show/hide toggle owns.
 * `className`, `sx` and `slotProps` reach the TextField root as usual. (Built on the outlined member of MUI's
 * TextFieldProps union, because a union defeats Omit and Storybook's arg types; `variant` accepts every variant.)
 */
export interface PasswordFieldProps extends Omit<OutlinedTextFieldProps, 'type' | 'variant'> {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * The TextField variant.
   * @default 'outlined'
   */
  variant?: TextFieldVariants;
  /**
   * Accessible name of the toggle while the password is hidden.
   * @default WIDGET_TEXT.showPassword ('Show password')
   */
  showPasswordLabel?: string;
  /**
   * Accessible name of the toggle while the password is visible.
   * @default WIDGET_TEXT.hidePassword ('Hide password')
   */
  hidePasswordLabel?: string;
  /**
   * Whether the password starts out visible.
   * @default false
   */
  defaultVisible?: boolean;
}

// Keeps focus (and the caret) in the input when the toggle is clicked.
function handleToggleMouseDown(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/** A password text field with an end adornment that shows or hides what was typed. */
export function PasswordField(inProps: PasswordFieldProps) {
  const props = useDriskProps(inProps, 'DriskPasswordField', passwordFieldClasses.root);
  const words = useText(WIDGET_TEXT);
  const {
    showPasswordLabel = words.showPassword,
    hidePasswordLabel = words.hidePassword,
    defaultVisible = false,
    slotProps,
    disabled,
    variant = 'outlined',
    ...textFieldProps
  } = props;
  const [visible, setVisible] = useState(defaultVisible);
  const inputSlotProps = typeof slotProps?.input === 'object' ? slotProps.input : undefined;

  return (
    <TextField
      {...textFieldProps}
      variant={variant}
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
