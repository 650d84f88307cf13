export { UsageBarChart } from './UsageBarChart';
export type { UsageBarChartProps } from './UsageBarChart';
export { parseMegabytes } from './parseMegabytes';
export { formatMegabytes, usageBuckets, usageTotals } from './usageBuckets';
export type { UsageBucket } from './usageBuckets';
export { usageBarChartClasses, getUsageBarChartUtilityClass } from './usageBarChartClasses';
export type { UsageBarChartClasses, UsageBarChartClassKey } from './usageBarChartClasses';
export { UsageBarChartEmpty, UsageBarChartSkeleton } from './UsageBarChartSkeleton';
export type { UsageBarChartEmptyProps, UsageBarChartSkeletonProps } from './UsageBarChartSkeleton';
