// Units the gateway may use; the contract says 'MB', the others are accepted so a stray 'GB' is not read as 0.
const UNIT_TO_MEGABYTES: Record<string, number> = {
  B: 1 / (1024 * 1024),
  KB: 1 / 1024,
  MB: 1,
  GB: 1024,
  TB: 1024 * 1024,
};

const AMOUNT = /^(-?\d+(?:\.\d+)?)\s*([KMGT]?B)?$/i;

/**
 * Reads a usage figure of the dashboard graph, such as '12.34 MB', as a number of megabytes (12.34).
 * A bare number is taken as MB, thousands separators are ignored and KB, GB, TB or B are converted (1024 based).
 * Anything else ('', 'No information available') reads as 0, so one bad bucket cannot break the chart.
 */
export function parseMegabytes(text: string): number {
  const match = AMOUNT.exec(text.trim().replace(/,/g, ''));
  if (!match) return 0;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 'MB').toUpperCase();
  return amount * (UNIT_TO_MEGABYTES[unit] ?? 1);
}
