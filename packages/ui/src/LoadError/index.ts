export { LoadError } from './LoadError';
export type { LoadErrorProps } from './LoadError';
