export { PeriodSelector } from './PeriodSelector';
export type { PeriodSelectorProps } from './PeriodSelector';
export { formatPeriodAnchor, periodStepUnit } from './periodAnchor';
export type { PeriodStepUnit } from './periodAnchor';
