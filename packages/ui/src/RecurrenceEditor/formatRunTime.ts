import { toWallTime } from '@drisk/contract/client';

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the spec displays times ('MMM, DD YYYY HH:mm', DISPLAY_DATE_TIME_FORMAT) in `timeZone`. */
export function formatRunTime(epochMs: number, timeZone: string): string {
  const wall = toWallTime(epochMs, timeZone);
  return `${MONTH_ABBREVIATIONS[wall.month - 1]}, ${pad(wall.day)} ${wall.year} ${pad(wall.hour)}:${pad(wall.minute)}`;
}
