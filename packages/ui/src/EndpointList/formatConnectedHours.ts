type FormatNumber = (value: number, options?: Intl.NumberFormatOptions) => string;
const TWO_DECIMALS: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
};
const fixed: FormatNumber = (value) => value.toFixed(2);

/**
 * The connected time of an endpoint, in hours to 2 decimals (spec 1 §9): 3.25 → '3.25 h'. A language passes
 * its number format and unit (German: '3,25 Std.').
 */
export function formatConnectedHours(
  hours: number,
  formatNumber: FormatNumber = fixed,
  withUnit: (hours: string) => string = (text) => `${text} h`,
): string {
  return Number.isFinite(hours) ? withUnit(formatNumber(Math.max(hours, 0), TWO_DECIMALS)) : '--';
}
