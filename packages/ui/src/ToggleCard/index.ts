export { ToggleCard } from './ToggleCard';
export type { ToggleCardItem, ToggleCardProps } from './ToggleCard';
export { toggleCardClasses, getToggleCardUtilityClass } from './toggleCardClasses';
export type { ToggleCardClasses, ToggleCardClassKey } from './toggleCardClasses';
