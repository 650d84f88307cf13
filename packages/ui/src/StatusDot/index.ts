export { StatusDot } from './StatusDot';
export type { StatusDotProps } from './StatusDot';
