import type { ParentalSettings } from '@drisk/contract';
import { describe, expect, it } from 'vitest';
import { isScheduleActive, parseDays, parseKeywords } from './parentalRules';
import { HOUR, MINUTE, bytesOf, createTestModel, run, send } from './testing';
import { wallClockAt } from './wallClock';

function rules(overrides: Partial<ParentalSettings>): ParentalSettings {
  return {
    device_id: 'DRT-000001',
    limited_access_1: 0,
    limited_access_2: 0,
    limited_access_3: 0,
    day_rule: '',
    active_schedule_time: 0,
    inactive_schedule_time: 0,
    start_time: '',
    end_time: '',
    keyword: '',
    devices: [],
    extra_windows: [],
    ...overrides,
  };
}

describe('rule parts', () => {
  it('reads keywords and days as the Access Controls screen writes them', () => {
    expect(parseKeywords(' YouTube.com, https://www.tiktok.com/ ,,games')).toEqual([
      'youtube.com',
      'tiktok.com',
      'games',
    ]);
    expect([...parseDays('Monday,Sunday')]).toEqual([1, 7]);
    expect([...parseDays('2, 3')]).toEqual([2, 3]);
  });

  it('holds inside the window when active at the schedule time, outside it when inactive, over midnight too', () => {
    const evening = { start_time: '08:00 PM', end_time: '06:00 AM' };
    const active = rules({ ...evening, active_schedule_time: 1 });
    const inactive = rules({ ...evening, inactive_schedule_time: 1 });
    expect(isScheduleActive(active, 1, 22 * 60)).toBe(true);
    expect(isScheduleActive(active, 1, 3 * 60)).toBe(true);
    expect(isScheduleActive(active, 1, 12 * 60)).toBe(false);
    expect(isScheduleActive(inactive, 1, 12 * 60)).toBe(true);
    expect(isScheduleActive(inactive, 1, 22 * 60)).toBe(false);
    expect(isScheduleActive(rules({ day_rule: 'Saturday,Sunday' }), 1, 12 * 60)).toBe(false);
    expect(isScheduleActive(rules({ day_rule: 'Saturday,Sunday' }), 6, 12 * 60)).toBe(true);
  });
});

describe("access windows in the gateway's time zone", () => {
  const BERLIN = 'Europe/Berlin';
  /** Whether the rules hold at an instant, by the wall clock in Berlin. */
  const inForce = (parental: ParentalSettings, instant: number) => {
    const { weekday, minuteOfDay } = wallClockAt(instant, BERLIN);
    return isScheduleActive(parental, weekday, minuteOfDay);
  };
  /** Minutes of a stretch of real time in which the rules hold. */
  const minutesInForce = (parental: ParentalSettings, from: number, to: number) => {
    let count = 0;
    for (let at = from; at < to; at += MINUTE) if (inForce(parental, at)) count++;
    return count;
  };
  // Berlin is UTC+1 in January: Monday 5 January 2026 00:00 there is Sunday 23:00 UTC.
  const mondayBerlin = Date.UTC(2026, 0, 4, 23);
  const at = (day: number, hour: number, minute = 0) =>
    mondayBerlin + (day * 24 + hour) * HOUR + minute * MINUTE;

  it('holds every window: Monday 22:00-02:00 covers Tuesday 01:00 but not Monday 01:00', () => {
    const parental = rules({
      active_schedule_time: 1,
      day_rule: 'Monday',
      start_time: '10:00 PM',
      end_time: '02:00 AM',
      extra_windows: [{ days: ['Wednesday'], start: '07:00', end: '08:00' }],
    });
    expect(inForce(parental, at(0, 1))).toBe(false);
    expect(inForce(parental, at(0, 21, 59))).toBe(false);
    expect(inForce(parental, at(0, 22))).toBe(true);
    expect(inForce(parental, at(0, 23, 59))).toBe(true);
    expect(inForce(parental, at(1, 0))).toBe(true);
    expect(inForce(parental, at(1, 1))).toBe(true);
    expect(inForce(parental, at(1, 1, 59))).toBe(true);
    expect(inForce(parental, at(1, 2))).toBe(false);
    expect(inForce(parental, at(2, 7))).toBe(true);
    expect(inForce(parental, at(2, 8))).toBe(false);
    // Inactive at the schedule time: the rules hold everywhere else.
    const inactive = { ...parental, active_schedule_time: 0 as const, inactive_schedule_time: 1 as const };
    expect(inForce(inactive, at(1, 1))).toBe(false);
    expect(inForce(inactive, at(0, 1))).toBe(true);
  });

  it('ends a window that ends at midnight at 00:00, and starts one that starts there at 00:00', () => {
    const parental = rules({
      active_schedule_time: 1,
      day_rule: 'Monday',
      start_time: '08:00 PM',
      end_time: '12:00 AM',
      extra_windows: [{ days: ['Wednesday'], start: '00:00', end: '00:30' }],
    });
    expect(inForce(parental, at(0, 23, 59))).toBe(true);
    expect(inForce(parental, at(1, 0))).toBe(false);
    expect(inForce(parental, at(1, 23, 59))).toBe(false);
    expect(inForce(parental, at(2, 0))).toBe(true);
  });

  it('skips a window inside the hour that the spring change leaves out (last Sunday of March)', () => {
    // Sunday 29 March 2026: at 01:00 UTC Berlin's clocks jump from 02:00 to 03:00.
    const change = Date.UTC(2026, 2, 29, 1);
    const skipped = rules({
      active_schedule_time: 1,
      day_rule: 'Sunday',
      start_time: '02:00 AM',
      end_time: '03:00 AM',
    });
    expect(wallClockAt(change - MINUTE, BERLIN)).toEqual({ weekday: 7, minuteOfDay: 1 * 60 + 59 });
    expect(wallClockAt(change, BERLIN)).toEqual({ weekday: 7, minuteOfDay: 3 * 60 });
    expect(minutesInForce(skipped, change - 12 * HOUR, change + 12 * HOUR)).toBe(0);
    // A week later the clocks do not change and the hour is kept.
    expect(
      minutesInForce(skipped, change + 7 * 24 * HOUR - 12 * HOUR, change + 7 * 24 * HOUR + 12 * HOUR),
    ).toBe(60);
    // 01:30 to 03:30 that day lasts one real hour.
    const across = { ...skipped, start_time: '01:30 AM', end_time: '03:30 AM' };
    expect(inForce(across, change - MINUTE)).toBe(true);
    expect(inForce(across, change)).toBe(true);
    expect(minutesInForce(across, change - 12 * HOUR, change + 12 * HOUR)).toBe(60);
  });

  it('holds a window across the autumn change through the repeated hour (last Sunday of October)', () => {
    // Sunday 25 October 2026: at 01:00 UTC Berlin's clocks go back from 03:00 to 02:00.
    const change = Date.UTC(2026, 9, 25, 1);
    const night = rules({
      active_schedule_time: 1,
      day_rule: 'Sunday',
      start_time: '01:00 AM',
      end_time: '04:00 AM',
    });
    expect(inForce(night, change - 30 * MINUTE)).toBe(true); // 02:30 summer time
    expect(inForce(night, change + 30 * MINUTE)).toBe(true); // 02:30 winter time
    expect(inForce(night, change - 2 * HOUR - MINUTE)).toBe(false); // 00:59
    expect(inForce(night, change + 2 * HOUR)).toBe(false); // 04:00
    expect(minutesInForce(night, change - 12 * HOUR, change + 12 * HOUR)).toBe(4 * 60);
  });

  it('cuts the traffic of the selected endpoint only inside the window, by the clock of its zone', () => {
    // Tuesday 6 January 2026 01:00 in Berlin; the window runs Monday 22:00 to 02:00.
    const { model, clock } = createTestModel({ timeZone: BERLIN, startAt: at(1, 1) });
    const [child] = model.onlineEndpoints().filter((e) => e.kind === 'phone' || e.kind === 'tv');
    send(model, {
      type: 'parental_settings',
      payload: rules({
        limited_access_3: 1,
        active_schedule_time: 1,
        day_rule: 'Monday',
        start_time: '10:00 PM',
        end_time: '02:00 AM',
        devices: [{ name: child.name, ip_address: child.ip_address }],
      }),
    });
    const inside = run(model, clock, HOUR);
    expect(inside.every((m) => bytesOf(m, child.mac_address) === 0)).toBe(true);
    const after = run(model, clock, HOUR);
    expect(after.some((m) => bytesOf(m, child.mac_address) > 0)).toBe(true);
  });
});

describe('blocked-access issues', () => {
  it('logs visits of the selected endpoints to sites matching a keyword rule', () => {
    const { model, clock } = createTestModel();
    const selected = model.onlineEndpoints().filter((e) => e.kind !== 'camera');
    const keywords = ['youtube', 'tiktok', 'instagram', 'netflix', 'roblox', 'twitch'];
    send(model, {
      type: 'parental_settings',
      payload: rules({
        limited_access_1: 1,
        keyword: keywords.join(','),
        devices: selected.map((e) => ({ name: e.name, ip_address: e.ip_address })),
      }),
    });
    const issues = run(model, clock, 2 * HOUR).flatMap((m) => m.issues ?? []);
    expect(issues.length).toBeGreaterThan(0);
    const selectedIps = new Set(selected.map((e) => e.ip_address));
    for (const issue of issues) {
      expect(selectedIps.has(issue.ip_address)).toBe(true);
      const keyword = keywords.find((k) => issue.website_access.includes(k));
      expect(keyword).toBeDefined();
      expect(issue.description).toContain(keyword);
    }
  });

  it('logs nothing for endpoints the rules were not set for, or when the rules are off', () => {
    const { model, clock } = createTestModel();
    send(model, {
      type: 'parental_settings',
      payload: rules({ limited_access_1: 1, keyword: 'youtube,tiktok', devices: [] }),
    });
    expect(run(model, clock, 2 * HOUR).flatMap((m) => m.issues ?? [])).toEqual([]);
  });

  it('cuts all traffic of the selected endpoints during an all-internet block and logs every attempt', () => {
    const { model, clock } = createTestModel();
    const [child, ...others] = model.onlineEndpoints().filter((e) => e.kind === 'phone' || e.kind === 'tv');
    send(model, {
      type: 'parental_settings',
      payload: rules({ limited_access_3: 1, devices: [{ name: child.name, ip_address: child.ip_address }] }),
    });
    const messages = run(model, clock, HOUR);
    expect(messages.every((m) => bytesOf(m, child.mac_address) === 0)).toBe(true);
    expect(messages.some((m) => bytesOf(m, others[0].mac_address) > 0)).toBe(true);
    const issues = messages.flatMap((m) => m.issues ?? []);
    expect(issues.length).toBeGreaterThan(0);
    expect(
      issues.every((i) => i.ip_address === child.ip_address && i.description.includes('all internet')),
    ).toBe(true);
  });
});
