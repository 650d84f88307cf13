export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { emptyStateClasses, getEmptyStateUtilityClass } from './emptyStateClasses';
export type { EmptyStateClasses, EmptyStateClassKey } from './emptyStateClasses';
