export { ToggleCard } from './ToggleCard';
export type { ToggleCardItem, ToggleCardProps } from './ToggleCard';
