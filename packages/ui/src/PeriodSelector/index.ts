export { PeriodSelector } from './PeriodSelector';
export type { PeriodSelectorProps } from './PeriodSelector';
export { formatPeriodAnchor, periodStepUnit } from './periodAnchor';
export type { PeriodStepUnit } from './periodAnchor';
export { periodSelectorClasses, getPeriodSelectorUtilityClass } from './periodSelectorClasses';
export type { PeriodSelectorClasses, PeriodSelectorClassKey } from './periodSelectorClasses';
