export { LoadError } from './LoadError';
export type { LoadErrorProps } from './LoadError';
export { loadErrorClasses, getLoadErrorUtilityClass } from './loadErrorClasses';
export type { LoadErrorClasses, LoadErrorClassKey } from './loadErrorClasses';
