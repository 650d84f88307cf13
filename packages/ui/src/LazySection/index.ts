export { LazySection } from './LazySection';
export type { LazySectionProps } from './LazySection';
