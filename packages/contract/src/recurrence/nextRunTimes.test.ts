import { describe, expect, it } from 'vitest';
import { MONTHS, RECURRENCE_DAYS } from '../constants';
import { nextRunAt, nextRunTimes, type RecurrenceSchedule } from './nextRunTimes';
import { fromWallTime, toWallTime } from './zonedTime';

const DAY = 86_400_000;
const utc = (iso: string) => Date.parse(iso);
const iso = (t: number) => new Date(t).toISOString();

function schedule(
  run_from: string,
  run_until: string,
  pattern: RecurrenceSchedule['recurrence']['pattern'],
  time_zone?: string,
): RecurrenceSchedule {
  return { run_from: utc(run_from), run_until: utc(run_until), time_zone, recurrence: { pattern } };
}

describe('nextRunTimes, chosen cases', () => {
  it('once runs at run_from only, and not when from is past it', () => {
    const s = schedule('2026-03-02T09:00:00Z', '2026-03-02T09:00:00Z', { type: 'once', interval: 1 });
    expect(nextRunTimes(s, { count: 5 }).map(iso)).toEqual(['2026-03-02T09:00:00.000Z']);
    expect(nextRunTimes(s, { from: utc('2026-03-02T09:00:01Z') })).toEqual([]);
  });

  it('daily every 3 days at run_from time of day', () => {
    const s = schedule('2026-01-30T22:15:00Z', '2026-12-31T00:00:00Z', { type: 'daily', interval: 3 });
    expect(nextRunTimes(s, { count: 3 }).map(iso)).toEqual([
      '2026-01-30T22:15:00.000Z',
      '2026-02-02T22:15:00.000Z',
      '2026-02-05T22:15:00.000Z',
    ]);
    expect(iso(nextRunAt(s, utc('2026-02-03T00:00:00Z'))!)).toBe('2026-02-05T22:15:00.000Z');
  });

  it('every_weekday (weekly, Monday to Friday) skips the weekend', () => {
    const weekdays = RECURRENCE_DAYS.slice(0, 5).map((day) => ({ day }));
    // 2026-03-06 is a Friday.
    const s = schedule('2026-03-06T08:00:00Z', '2026-03-20T08:00:00Z', {
      type: 'weekly',
      interval: 1,
      days_of_week: weekdays,
    });
    expect(nextRunTimes(s, { count: 3 }).map(iso)).toEqual([
      '2026-03-06T08:00:00.000Z',
      '2026-03-09T08:00:00.000Z',
      '2026-03-10T08:00:00.000Z',
    ]);
  });

  it('weekly every 2 weeks counts weeks from the Monday of run_from', () => {
    // Wednesday 2026-03-04; Monday of its week is 03-02, so Mondays 03-16, 03-30 and Wednesdays 03-04, 03-18.
    const s = schedule('2026-03-04T10:00:00Z', '2026-04-01T00:00:00Z', {
      type: 'weekly',
      interval: 2,
      days_of_week: [{ day: 'monday' }, { day: 'wednesday' }],
    });
    expect(nextRunTimes(s, { count: 10 }).map((t) => iso(t).slice(0, 10))).toEqual([
      '2026-03-04',
      '2026-03-16',
      '2026-03-18',
      '2026-03-30',
    ]);
  });

  it("monthly 'on day 31' runs on the last day of short months", () => {
    const s = schedule('2026-01-31T06:00:00Z', '2026-07-01T00:00:00Z', {
      type: 'monthly',
      interval: 1,
      days_of_month: [31],
    });
    expect(nextRunTimes(s, { count: 6 }).map((t) => iso(t).slice(0, 10))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
  });

  it("monthly 'on the Last Friday' and 'on the First Monday' every 2 months", () => {
    const last = schedule('2026-01-01T12:00:00Z', '2026-12-31T23:59:59Z', {
      type: 'monthly',
      interval: 2,
      days_of_week: [{ day: 'friday', occurrence: -1 }],
    });
    expect(nextRunTimes(last, { count: 6 }).map((t) => iso(t).slice(0, 10))).toEqual([
      '2026-01-30',
      '2026-03-27',
      '2026-05-29',
      '2026-07-31',
      '2026-09-25',
      '2026-11-27',
    ]);
    const first = schedule('2026-06-02T12:00:00Z', '2026-09-01T00:00:00Z', {
      type: 'monthly',
      interval: 1,
      days_of_week: [{ day: 'monday', occurrence: 1 }],
    });
    // June's first Monday (1st) is before run_from, so the first run is July 6th.
    expect(nextRunTimes(first, { count: 5 }).map((t) => iso(t).slice(0, 10))).toEqual([
      '2026-07-06',
      '2026-08-03',
    ]);
  });

  it('yearly on 29 February runs on the 28th in common years', () => {
    const s = schedule('2028-02-29T00:00:00Z', '2033-01-01T00:00:00Z', {
      type: 'yearly',
      interval: 1,
      days_of_month: [29],
      months_of_year: ['february'],
    });
    expect(nextRunTimes(s, { count: 10 }).map((t) => iso(t).slice(0, 10))).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('yearly every 2 years in several months, on the Second Tuesday', () => {
    const s = schedule('2026-01-01T07:30:00Z', '2030-12-31T00:00:00Z', {
      type: 'yearly',
      interval: 2,
      months_of_year: ['march', 'october'],
      days_of_week: [{ day: 'tuesday', occurrence: 2 }],
    });
    expect(nextRunTimes(s, { count: 10 }).map((t) => iso(t).slice(0, 10))).toEqual([
      '2026-03-10',
      '2026-10-13',
      '2028-03-14',
      '2028-10-10',
      '2030-03-12',
      '2030-10-08',
    ]);
  });

  it('run_until in the past leaves no run', () => {
    const s = schedule('2020-01-01T00:00:00Z', '2020-02-01T00:00:00Z', { type: 'daily', interval: 1 });
    expect(nextRunAt(s, utc('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('counts days in the zone of the schedule, keeping the wall-clock time across DST', () => {
    // 09:00 in Berlin: 08:00 UTC in winter, 07:00 UTC after the change on 2026-03-29.
    const s = schedule(
      '2026-03-27T08:00:00Z',
      '2026-04-01T00:00:00Z',
      { type: 'daily', interval: 1 },
      'Europe/Berlin',
    );
    expect(nextRunTimes(s, { count: 4 }).map(iso)).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
  });

  it('picks the week day in the user zone, not in UTC', () => {
    // Monday 00:30 in Tokyo is Sunday 15:30 UTC.
    const s = schedule(
      '2026-03-01T15:30:00Z',
      '2026-03-31T00:00:00Z',
      { type: 'weekly', interval: 1, days_of_week: [{ day: 'monday' }] },
      'Asia/Tokyo',
    );
    const runs = nextRunTimes(s, { count: 2 });
    expect(runs.map(iso)).toEqual(['2026-03-01T15:30:00.000Z', '2026-03-08T15:30:00.000Z']);
    // The same schedule read in UTC runs on Mondays at 15:30 UTC instead.
    expect(iso(nextRunTimes(s, { timeZone: 'UTC' })[0]!)).toBe('2026-03-02T15:30:00.000Z');
  });
});

describe('zonedTime', () => {
  it('moves a time inside the spring-forward gap forward, and takes the earlier of a repeated time', () => {
    const wall = { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0, millisecond: 0 };
    expect(iso(fromWallTime(wall, 'Europe/Berlin'))).toBe('2026-03-29T01:30:00.000Z');
    const repeated = { ...wall, month: 10, day: 25 };
    expect(iso(fromWallTime(repeated, 'Europe/Berlin'))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('round-trips wall times', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
      const t = utc('2026-07-14T13:45:12.345Z');
      expect(fromWallTime(toWallTime(t, zone), zone)).toBe(t);
    }
  });
});

/** Seeded generator (mulberry32), so a failing case can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  const some = <T>(list: readonly T[], max: number): T[] => [
    ...new Set(Array.from({ length: int(1, max) }, () => pick(list))),
  ];
  return { next, int, pick, some };
}

const OCCURRENCES = [1, 2, 3, 4, -1];

/** Brute force: walk every calendar day and ask whether the rules of the pattern hold on it. */
function bruteForce(s: RecurrenceSchedule, from: number, zone: string, count: number): number[] {
  const p = s.recurrence.pattern;
  const startWall = toWallTime(s.run_from, zone);
  const start = new Date(Date.UTC(startWall.year, startWall.month - 1, startWall.day));
  const monthLength = (y: number, m0: number) =>
    [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][
      m0
    ]!;
  const mondayBased = (d: Date) => (d.getUTCDay() + 6) % 7;
  const dayMatches = (d: Date) => {
    const onThe = (p.days_of_week ?? []).filter((e) => e.occurrence !== undefined);
    const dom = d.getUTCDate();
    const length = monthLength(d.getUTCFullYear(), d.getUTCMonth());
    if (onThe.length)
      return onThe.some(
        (e) =>
          RECURRENCE_DAYS[mondayBased(d)] === e.day &&
          (e.occurrence === -1 ? dom + 7 > length : Math.ceil(dom / 7) === e.occurrence),
      );
    const wanted = p.days_of_month?.length ? p.days_of_month : [startWall.day];
    return wanted.some((w) => dom === Math.min(w, length));
  };
  const runs: number[] = [];
  for (let d = new Date(start); runs.length < count; d = new Date(d.getTime() + DAY)) {
    const days = Math.round((d.getTime() - start.getTime()) / DAY);
    const months = (d.getUTCFullYear() - start.getUTCFullYear()) * 12 + d.getUTCMonth() - start.getUTCMonth();
    const years = d.getUTCFullYear() - start.getUTCFullYear();
    let match: boolean;
    switch (p.type) {
      case 'once':
        match = days === 0;
        break;
      case 'daily':
        match = days % p.interval === 0;
        break;
      case 'weekly': {
        const weeks = Math.round((days - mondayBased(d) + mondayBased(start)) / 7);
        const wanted = p.days_of_week?.length
          ? p.days_of_week.map((e) => e.day)
          : [RECURRENCE_DAYS[mondayBased(start)]];
        match = weeks % p.interval === 0 && wanted.includes(RECURRENCE_DAYS[mondayBased(d)]!);
        break;
      }
      case 'monthly':
        match = months % p.interval === 0 && dayMatches(d);
        break;
      case 'yearly': {
        const wanted = p.months_of_year?.length ? p.months_of_year : [MONTHS[startWall.month - 1]];
        match = years % p.interval === 0 && wanted.includes(MONTHS[d.getUTCMonth()]!) && dayMatches(d);
        break;
      }
    }
    if (!match) {
      if (d.getTime() > s.run_until + 2 * DAY) break;
      continue;
    }
    const at = fromWallTime(
      { ...startWall, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() },
      zone,
    );
    if (at > s.run_until) break;
    if (at >= from && at >= s.run_from) runs.push(at);
  }
  return runs;
}

function randomSchedule(rng: ReturnType<typeof seeded>, zone: string): RecurrenceSchedule {
  const type = rng.pick(['once', 'daily', 'weekly', 'monthly', 'yearly'] as const);
  const run_from = utc('2024-01-01T00:00:00Z') + Math.floor(rng.next() * 3 * 365 * DAY);
  const run_until = run_from + Math.floor(rng.next() * 6 * 365 * DAY);
  const onThe = rng.next() < 0.5;
  const pattern: RecurrenceSchedule['recurrence']['pattern'] = {
    type,
    interval: rng.pick([1, 1, 2, 3, 5, 13]),
    days_of_week:
      type === 'weekly'
        ? rng.some(RECURRENCE_DAYS, 4).map((day) => ({ day }))
        : onThe
          ? rng.some(RECURRENCE_DAYS, 2).map((day) => ({ day, occurrence: rng.pick(OCCURRENCES) }))
          : [],
    days_of_month: onThe ? [] : rng.some([1, 2, 15, 28, 29, 30, 31], 3),
    months_of_year: rng.some(MONTHS, 4),
  };
  return { run_from, run_until, time_zone: zone, recurrence: { pattern } };
}

describe('nextRunTimes against a day-by-day walk', () => {
  const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'];
  for (const zone of zones) {
    it(`agrees over 300 random schedules spanning years (${zone})`, () => {
      const rng = seeded(zone.length * 7919);
      for (let i = 0; i < 300; i++) {
        const s = randomSchedule(rng, zone);
        const from = rng.next() < 0.5 ? s.run_from : s.run_from + Math.floor(rng.next() * 4 * 365 * DAY);
        const count = rng.int(1, 40);
        const expected = bruteForce(s, from, zone, count);
        const actual = nextRunTimes(s, { from, count });
        expect({ i, runs: actual.map(iso) }).toEqual({ i, runs: expected.map(iso) });
      }
    });
  }

  it('each run is followed by the next when asked from just after it', () => {
    const rng = seeded(42);
    for (let i = 0; i < 100; i++) {
      const s = randomSchedule(rng, 'Europe/Berlin');
      const runs = nextRunTimes(s, { count: 8 });
      const chained: number[] = [];
      let at = nextRunAt(s, s.run_from);
      while (at !== null && chained.length < 8) {
        chained.push(at);
        at = nextRunAt(s, at + 1);
      }
      expect(chained).toEqual(runs);
    }
  });
});
