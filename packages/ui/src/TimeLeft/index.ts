export { TimeLeft } from './TimeLeft';
export type { TimeLeftProps } from './TimeLeft';
export { formatTimeLeft } from './formatTimeLeft';
