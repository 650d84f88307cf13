const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes an endpoint moved, in decimal units to 2 decimals: 1_500_000 → '1.50 MB'. */
export function formatDataUsed(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '--';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(2)} ${UNITS[unit]}`;
}
