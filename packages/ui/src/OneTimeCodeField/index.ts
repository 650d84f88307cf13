export { OneTimeCodeField } from './OneTimeCodeField';
export type { OneTimeCodeFieldProps } from './OneTimeCodeField';
export { oneTimeCodeFieldClasses, getOneTimeCodeFieldUtilityClass } from './oneTimeCodeFieldClasses';
export type { OneTimeCodeFieldClasses, OneTimeCodeFieldClassKey } from './oneTimeCodeFieldClasses';
