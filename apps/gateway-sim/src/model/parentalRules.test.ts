import type { ParentalSettings } from '@drisk/contract';
import { describe, expect, it } from 'vitest';
import { isScheduleActive, parseDays, parseKeywords } from './parentalRules';
import { HOUR, bytesOf, createTestModel, run, send } from './testing';

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
