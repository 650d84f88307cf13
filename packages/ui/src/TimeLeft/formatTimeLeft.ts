import { TIME_LEFT_TEXT } from '@drisk/contract/client';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * What a countdown shows with `ms` left: `visible` to the second (h:mm:ss, or m:ss under an hour, counting
 * a started second as whole so it never shows 0:00 before the end), `spoken` to the minute (a started
 * minute counts as whole), and whether the time is up.
 */
export function formatTimeLeft(
  ms: number,
  text: typeof TIME_LEFT_TEXT = TIME_LEFT_TEXT,
): { visible: string; spoken: string; ended: boolean } {
  if (ms <= 0) return { visible: text.ended, spoken: text.ended, ended: true };
  const seconds = Math.ceil(ms / SECOND);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const clock =
    hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
  const spokenMinutes = Math.ceil(ms / MINUTE);
  const spoken =
    ms <= MINUTE ? text.underAMinute : text.spoken(Math.floor(spokenMinutes / 60), spokenMinutes % 60);
  return { visible: text.left(clock), spoken, ended: false };
}
