export { LazySection } from './LazySection';
export type { LazySectionProps } from './LazySection';
export { lazySectionClasses, getLazySectionUtilityClass } from './lazySectionClasses';
export type { LazySectionClasses, LazySectionClassKey } from './lazySectionClasses';
