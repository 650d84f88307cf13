import { toWallTime } from '@drisk/contract';

/**
 * The gateway's wall clock at an instant in its IANA time zone: weekday 1 (Monday) to 7 (Sunday) and minute
 * of the day. Daylight saving time moves it as a clock on the wall moves: on the spring-forward day 02:00
 * to 02:59 never shows, on the autumn day they show twice.
 */
export function wallClockAt(instant: number, timeZone: string): { weekday: number; minuteOfDay: number } {
  const wall = toWallTime(instant, timeZone);
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return { weekday: day === 0 ? 7 : day, minuteOfDay: wall.hour * 60 + wall.minute };
}
