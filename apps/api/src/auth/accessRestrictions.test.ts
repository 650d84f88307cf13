import { describe, expect, it } from 'vitest';
import { accessAllowedAt, minutesOf } from './accessRestrictions';

const weekdays = {
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  start_time: '09:00 AM',
  end_time: '05:00 PM',
};

describe('accessAllowedAt', () => {
  it('reads wire times as minutes after midnight', () => {
    expect(minutesOf('12:00 AM')).toBe(0);
    expect(minutesOf('12:30 PM')).toBe(750);
    expect(minutesOf('11:59 PM')).toBe(1439);
  });

  it('lets everyone in without restrictions', () => {
    expect(accessAllowedAt(null, new Date('2026-11-22T03:00:00Z'), 'UTC')).toBe(true);
  });

  it('admits within the weekdays and the daily window, and refuses outside them', () => {
    // 2026-11-23 is a Monday.
    expect(accessAllowedAt(weekdays, new Date('2026-11-23T09:00:00Z'), 'UTC')).toBe(true);
    expect(accessAllowedAt(weekdays, new Date('2026-11-23T16:59:00Z'), 'UTC')).toBe(true);
    expect(accessAllowedAt(weekdays, new Date('2026-11-23T17:00:00Z'), 'UTC')).toBe(false);
    expect(accessAllowedAt(weekdays, new Date('2026-11-23T08:59:00Z'), 'UTC')).toBe(false);
    expect(accessAllowedAt(weekdays, new Date('2026-11-22T12:00:00Z'), 'UTC')).toBe(false);
  });

  it('refuses months that are not listed', () => {
    const summer = { ...weekdays, months: ['Jun', 'Jul', 'Aug'] };
    expect(accessAllowedAt(summer, new Date('2026-11-23T12:00:00Z'), 'UTC')).toBe(false);
    expect(accessAllowedAt(summer, new Date('2026-07-06T12:00:00Z'), 'UTC')).toBe(true);
  });

  it('runs a window over midnight when it ends before it starts', () => {
    const night = { ...weekdays, days: ['Mon'], start_time: '10:00 PM', end_time: '06:00 AM' };
    expect(accessAllowedAt(night, new Date('2026-11-23T23:00:00Z'), 'UTC')).toBe(true);
    expect(accessAllowedAt(night, new Date('2026-11-23T05:59:00Z'), 'UTC')).toBe(true);
    expect(accessAllowedAt(night, new Date('2026-11-23T12:00:00Z'), 'UTC')).toBe(false);
  });

  it('reads the clock in the given time zone', () => {
    // 2026-11-23T20:00Z is 09:00 on Tuesday in Auckland (UTC+13), 20:00 on Monday in UTC.
    const at = new Date('2026-11-23T20:00:00Z');
    expect(accessAllowedAt(weekdays, at, 'UTC')).toBe(false);
    expect(accessAllowedAt(weekdays, at, 'Pacific/Auckland')).toBe(true);
  });
});
