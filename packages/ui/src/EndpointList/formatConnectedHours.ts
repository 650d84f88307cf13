/** The connected time of an endpoint, in hours to 2 decimals (spec 1 §9): 3.25 → '3.25 h'. */
export function formatConnectedHours(hours: number): string {
  return Number.isFinite(hours) ? `${Math.max(hours, 0).toFixed(2)} h` : '--';
}
