export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { pageHeaderClasses, getPageHeaderUtilityClass } from './pageHeaderClasses';
export type { PageHeaderClasses, PageHeaderClassKey } from './pageHeaderClasses';
