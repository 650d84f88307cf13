import { describe, expect, it } from 'vitest';
import {
  normaliseAccessWindows,
  parentalFieldsOfWindows,
  windowsCover,
  windowsOfParental,
  type AccessWindowInput,
} from './accessWindows';
import { ACCESS_WINDOWS_MAX, WEEK_DAYS } from './constants';
import { ACCESS_WINDOWS_TEXT } from './messages';

const w = (days: string, start: string, end: string): AccessWindowInput => ({
  days: days.split(','),
  start,
  end,
});

function normalised(windows: AccessWindowInput[]) {
  const check = normaliseAccessWindows(windows);
  if (!check.ok) throw new Error(check.message);
  return check;
}

describe('normaliseAccessWindows', () => {
  it('keeps windows that neither overlap nor touch, grouped by times and ordered by first day', () => {
    const check = normalised([
      w('Saturday', '10:00', '12:00'),
      w('Monday', '20:00', '22:00'),
      w('Tuesday', '20:00', '22:00'),
      w('Monday', '07:00', '08:00'),
    ]);
    expect(check.merged).toBe(false);
    expect(check.windows).toEqual([
      { days: ['Monday'], start: '07:00', end: '08:00' },
      { days: ['Monday', 'Tuesday'], start: '20:00', end: '22:00' },
      { days: ['Saturday'], start: '10:00', end: '12:00' },
    ]);
  });

  it('merges overlapping and touching windows of a day, and repeats', () => {
    expect(normalised([w('Monday', '08:00', '12:00'), w('Monday', '11:00', '13:00')])).toEqual({
      ok: true,
      merged: true,
      windows: [{ days: ['Monday'], start: '08:00', end: '13:00' }],
    });
    expect(normalised([w('Monday', '08:00', '12:00'), w('Monday', '12:00', '13:00')]).windows).toEqual([
      { days: ['Monday'], start: '08:00', end: '13:00' },
    ]);
    const repeated = normalised([w('Monday', '08:00', '12:00'), w('monday', '08:00', '12:00')]);
    expect(repeated.merged).toBe(true);
    expect(repeated.windows).toEqual([{ days: ['Monday'], start: '08:00', end: '12:00' }]);
    // One minute apart is not touching.
    expect(normalised([w('Monday', '08:00', '12:00'), w('Monday', '12:01', '13:00')]).merged).toBe(false);
  });

  it('merges across midnight: into the next day, and from Sunday into Monday', () => {
    expect(normalised([w('Monday', '22:00', '02:00'), w('Tuesday', '01:00', '03:00')])).toEqual({
      ok: true,
      merged: true,
      windows: [{ days: ['Monday'], start: '22:00', end: '03:00' }],
    });
    expect(normalised([w('Sunday', '23:00', '00:30'), w('Monday', '00:30', '01:00')]).windows).toEqual([
      { days: ['Sunday'], start: '23:00', end: '01:00' },
    ]);
    // A window ending at midnight crosses into nothing: 22:00-00:00 and the next day's 00:00-01:00 touch.
    expect(normalised([w('Friday', '22:00', '00:00'), w('Saturday', '00:00', '01:00')]).windows).toEqual([
      { days: ['Friday'], start: '22:00', end: '01:00' },
    ]);
    // Monday's evening and Monday's early morning do not touch: the early morning belongs to Sunday night.
    expect(normalised([w('Monday', '22:00', '02:00'), w('Monday', '01:00', '03:00')]).merged).toBe(false);
  });

  it('reads an end equal to the start as a whole day, and cuts stretches longer than a day at midnight', () => {
    expect(normalised([w('Monday', '12:00', '12:00')])).toEqual({
      ok: true,
      merged: false,
      windows: [{ days: ['Monday'], start: '12:00', end: '12:00' }],
    });
    const long = normalised([w('Monday', '12:00', '12:00'), w('Tuesday', '11:00', '14:00')]);
    expect(long.merged).toBe(true);
    expect(long.windows).toEqual([
      { days: ['Monday'], start: '12:00', end: '00:00' },
      { days: ['Tuesday'], start: '00:00', end: '14:00' },
    ]);
    const week = normalised(WEEK_DAYS.map((day) => w(day, '00:00', '00:00')));
    expect(week).toEqual({
      ok: true,
      merged: false,
      windows: [{ days: [...WEEK_DAYS], start: '00:00', end: '00:00' }],
    });
    const aroundTheWeek = normalised(WEEK_DAYS.map((day) => w(day, '12:00', '12:00')));
    expect(aroundTheWeek).toEqual({
      ok: true,
      merged: true,
      windows: [{ days: [...WEEK_DAYS], start: '00:00', end: '00:00' }],
    });
  });

  it('handles 23:59 and 00:00 at the edges of a day', () => {
    const check = normalised([w('Wednesday', '23:59', '00:00'), w('Wednesday', '00:00', '00:01')]);
    expect(check.merged).toBe(false);
    expect(check.windows).toEqual([
      { days: ['Wednesday'], start: '00:00', end: '00:01' },
      { days: ['Wednesday'], start: '23:59', end: '00:00' },
    ]);
  });

  it('gives the same windows again and never merges its own result', () => {
    const inputs = [
      [
        w('Monday,Tuesday,Wednesday', '22:00', '02:00'),
        w('Tuesday', '01:00', '23:30'),
        w('Sunday', '23:00', '01:00'),
      ],
      [w('Monday', '12:00', '12:00'), w('Tuesday', '11:00', '14:00'), w('Thursday', '00:00', '00:00')],
    ];
    for (const input of inputs) {
      const once = normalised(input);
      const twice = normalised(once.windows);
      expect(twice).toEqual({ ok: true, merged: false, windows: once.windows });
    }
  });

  it('refuses bad times, missing or unknown days and too many windows, saying which window', () => {
    expect(normaliseAccessWindows([w('Monday', '08:00', '09:00'), w('Monday', '24:00', '09:00')])).toEqual({
      ok: false,
      index: 1,
      field: 'start',
      message: ACCESS_WINDOWS_TEXT.badTime,
    });
    expect(normaliseAccessWindows([w('Monday', '8:00', '09:00')])).toMatchObject({
      ok: false,
      field: 'start',
    });
    expect(normaliseAccessWindows([w('Monday', '08:00', '9:60')])).toMatchObject({ ok: false, field: 'end' });
    expect(normaliseAccessWindows([{ days: [], start: '08:00', end: '09:00' }])).toMatchObject({
      ok: false,
      field: 'days',
      message: ACCESS_WINDOWS_TEXT.noDays,
    });
    expect(normaliseAccessWindows([w('Funday', '08:00', '09:00')])).toMatchObject({
      ok: false,
      message: "'Funday' is not a day; use Monday to Sunday",
    });
    const many = Array.from({ length: ACCESS_WINDOWS_MAX + 1 }, () => w('Monday', '08:00', '09:00'));
    expect(normaliseAccessWindows(many)).toMatchObject({ ok: false, field: 'windows' });
    expect(normaliseAccessWindows(many.slice(1))).toMatchObject({ ok: true, merged: true });
    expect(normaliseAccessWindows([])).toEqual({ ok: true, merged: false, windows: [] });
  });
});

describe('windowsCover', () => {
  const overnight = [w('Monday', '22:00', '02:00')];
  it('covers the start minute and not the end minute, across midnight into the next day', () => {
    expect(windowsCover(overnight, 1, 22 * 60)).toBe(true);
    expect(windowsCover(overnight, 1, 23 * 60 + 59)).toBe(true);
    expect(windowsCover(overnight, 2, 0)).toBe(true);
    expect(windowsCover(overnight, 2, 60)).toBe(true);
    expect(windowsCover(overnight, 2, 2 * 60)).toBe(false);
    expect(windowsCover(overnight, 1, 60)).toBe(false);
    expect(windowsCover(overnight, 1, 21 * 60 + 59)).toBe(false);
  });
  it('runs from Sunday night into Monday, and a whole day from its start', () => {
    expect(windowsCover([w('Sunday', '23:00', '01:00')], 1, 30)).toBe(true);
    expect(windowsCover([w('Sunday', '23:00', '01:00')], 7, 30)).toBe(false);
    const day = [w('Tuesday', '06:00', '06:00')];
    expect(windowsCover(day, 3, 5 * 60 + 59)).toBe(true);
    expect(windowsCover(day, 3, 6 * 60)).toBe(false);
    expect(windowsCover(day, 2, 5 * 60 + 59)).toBe(false);
  });
});

describe('the wire', () => {
  it('reads the first window from the spec fields (no days: every day) and the others from extra_windows', () => {
    const extra = [w('Saturday', '09:00', '10:00')];
    expect(
      windowsOfParental({
        day_rule: 'Monday',
        start_time: '10:00 PM',
        end_time: '02:00 AM',
        extra_windows: extra,
      }),
    ).toEqual([w('Monday', '22:00', '02:00'), ...extra]);
    expect(
      windowsOfParental({ day_rule: '', start_time: '12:00 AM', end_time: '12:30 PM', extra_windows: [] }),
    ).toEqual([{ days: [...WEEK_DAYS], start: '00:00', end: '12:30' }]);
    expect(
      windowsOfParental({ day_rule: 'Monday', start_time: '', end_time: '', extra_windows: [] }),
    ).toEqual([]);
  });
  it('writes the first window in the spec fields and the others in extra_windows', () => {
    const { windows } = normalised([w('Monday,Friday', '22:00', '02:00'), w('Saturday', '09:00', '12:00')]);
    expect(parentalFieldsOfWindows(windows)).toEqual({
      day_rule: 'Monday,Friday',
      start_time: '10:00 PM',
      end_time: '02:00 AM',
      extra_windows: [{ days: ['Saturday'], start: '09:00', end: '12:00' }],
    });
    expect(parentalFieldsOfWindows([], 'Sunday')).toEqual({
      day_rule: 'Sunday',
      start_time: '',
      end_time: '',
      extra_windows: [],
    });
  });
});
