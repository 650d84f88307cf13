const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
type FormatNumber = (value: number, options?: Intl.NumberFormatOptions) => string;
const fixed: FormatNumber = (value) => value.toFixed(2);

/** Bytes an endpoint moved, in decimal units to 2 decimals: 1_500_000 → '1.50 MB' ('1,50 MB' in German). */
export function formatDataUsed(bytes: number, formatNumber: FormatNumber = fixed): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '--';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0
    ? `${value} B`
    : `${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })} ${UNITS[unit]}`;
}
