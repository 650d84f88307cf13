import { SCAN_STATUS } from '@drisk/contract/client';

/** The percentage of a 'Running 40%' status, or null for any other status. */
export function scanProgress(status: string): number | null {
  if (!status.startsWith(SCAN_STATUS.running)) return null;
  const match = /(\d{1,3})%/.exec(status);
  return match ? Math.min(100, Number(match[1])) : null;
}
