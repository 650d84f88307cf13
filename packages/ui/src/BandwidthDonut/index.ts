export { BandwidthDonut } from './BandwidthDonut';
export type { BandwidthDonutProps } from './BandwidthDonut';
export { donutValues } from './donutValues';
export type { BandwidthData, DonutValues } from './donutValues';
export { bandwidthDonutClasses, getBandwidthDonutUtilityClass } from './bandwidthDonutClasses';
export type { BandwidthDonutClasses, BandwidthDonutClassKey } from './bandwidthDonutClasses';
export { BandwidthDonutSkeleton } from './BandwidthDonutSkeleton';
export type { BandwidthDonutSkeletonProps } from './BandwidthDonutSkeleton';
