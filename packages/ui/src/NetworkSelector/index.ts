export { NetworkSelector } from './NetworkSelector';
export type { NetworkSelectorProps } from './NetworkSelector';
export { networkSelectorClasses, getNetworkSelectorUtilityClass } from './networkSelectorClasses';
export type { NetworkSelectorClasses, NetworkSelectorClassKey } from './networkSelectorClasses';
