const UNITS = [
  { from: 1e9, unit: 'GB' },
  { from: 1e6, unit: 'MB' },
  { from: 1e3, unit: 'kB' },
] as const;

/**
 * A byte count in decimal units as spec 3 §9 shows sizes: B below 1000, kB below 1e6 (the spec leaves this
 * range open), MB below 1e9, GB above. Whole bytes as they are; larger units with up to two decimals.
 */
export function formatStorageSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  for (const { from, unit } of UNITS) {
    if (bytes >= from) return `${Number((bytes / from).toFixed(2))} ${unit}`;
  }
  return `${Math.round(bytes)} B`;
}
