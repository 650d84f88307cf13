export { NetworkSelector } from './NetworkSelector';
export type { NetworkSelectorProps } from './NetworkSelector';
