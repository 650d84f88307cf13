export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { passwordFieldClasses, getPasswordFieldUtilityClass } from './passwordFieldClasses';
export type { PasswordFieldClasses, PasswordFieldClassKey } from './passwordFieldClasses';
