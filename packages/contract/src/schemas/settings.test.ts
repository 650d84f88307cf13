import { describe, expect, it } from 'vitest';
import { KEYWORD_LIST_MAX_LENGTH, KEYWORD_MAX_LENGTH, SETTING_TOGGLES, SSID_MAX_LENGTH } from '../constants';
import { issuesOf } from '../testing/issuesOf';
import { updateParentalSettingsRequest, updateSettingsRequest, updateSsidRequest } from './settings';

const base = { setting_id: 1, device_id: 'DRA-100001' };

describe('updateSettingsRequest: one field, named by type', () => {
  it.each(SETTING_TOGGLES.map((t) => t.field))('accepts 0 and 1 for the toggle %s and refuses 2', (field) => {
    expect(updateSettingsRequest.safeParse({ ...base, type: field, [field]: 1 }).success).toBe(true);
    expect(updateSettingsRequest.safeParse({ ...base, type: field, [field]: 0 }).success).toBe(true);
    expect(issuesOf(updateSettingsRequest, { ...base, type: field, [field]: 2 })).toEqual({
      [field]: 'must be 0 or 1',
    });
  });

  it('requires the field the type names', () => {
    expect(issuesOf(updateSettingsRequest, { ...base, type: 'ghost_mode', protect_mode: 1 })).toEqual({
      ghost_mode: 'is required when type is ghost_mode',
    });
  });

  it('keeps the value in the parsed body', () => {
    expect(updateSettingsRequest.parse({ ...base, type: 'auto_block', auto_block: 1 }).auto_block).toBe(1);
  });

  it('takes the slider as an integer from 0 to 8 (spec 2 slider row)', () => {
    const slider = { device_id: 'DRA-100001', type: 'wifi_attenuation' };
    expect(updateSettingsRequest.safeParse({ ...slider, wifi_attenuation: 8 }).success).toBe(true);
    expect(updateSettingsRequest.safeParse({ ...slider, wifi_attenuation: 0 }).success).toBe(true);
    for (const bad of [9, -1, 2.5, 'loud'])
      expect(issuesOf(updateSettingsRequest, { ...slider, wifi_attenuation: bad })).toEqual({
        wifi_attenuation: 'must be an integer from 0 to 8',
      });
  });

  it("takes the Wi-Fi profile only as '2.4 GH' or '5 GH'", () => {
    expect(
      updateSettingsRequest.safeParse({ ...base, type: 'wifi_profile', wifi_profile: '5 GH' }).success,
    ).toBe(true);
    expect(issuesOf(updateSettingsRequest, { ...base, type: 'wifi_profile', wifi_profile: '5 GHz' })).toEqual(
      {
        wifi_profile: "must be '2.4 GH' or '5 GH'",
      },
    );
  });

  it('takes the quarantine value from high, medium, low and none', () => {
    const body = { ...base, type: 'openvas_autoscan_value' };
    expect(updateSettingsRequest.safeParse({ ...body, openvas_autoscan_value: 'none' }).success).toBe(true);
    expect(issuesOf(updateSettingsRequest, { ...body, openvas_autoscan_value: 'extreme' })).toEqual({
      openvas_autoscan_value: 'must be high, medium, low or none',
    });
  });

  it('takes connect_pref as short text', () => {
    const body = { ...base, type: 'connect_pref' };
    expect(updateSettingsRequest.safeParse({ ...body, connect_pref: 'wifi' }).success).toBe(true);
    expect(issuesOf(updateSettingsRequest, { ...body, connect_pref: 3 })).toEqual({
      connect_pref: 'must be a text of at most 64 characters',
    });
  });

  it('refuses an unknown type and a missing device', () => {
    expect(updateSettingsRequest.safeParse({ ...base, type: 'turbo', turbo: 1 }).success).toBe(false);
    expect(Object.keys(issuesOf(updateSettingsRequest, { type: 'auto_block', auto_block: 1 }))).toEqual([
      'device_id',
    ]);
  });
});

describe('updateSsidRequest (spec 2 §5)', () => {
  const ssid = { device_id: 'DRA-100001', type: 'wifi_name_ssid' };
  const wifiPassword = { device_id: 'DRA-100001', type: 'wifi_password' };

  it("says 'Please enter the SSID' for a blank SSID and limits it to 32 characters", () => {
    expect(updateSsidRequest.safeParse({ ...ssid, value: 'dRisk-Alpha' }).success).toBe(true);
    expect(issuesOf(updateSsidRequest, { ...ssid, value: ' ' })).toEqual({ value: 'Please enter the SSID' });
    expect(issuesOf(updateSsidRequest, { ...ssid, value: 'x'.repeat(33) })).toEqual({
      value: 'must be at most 32 characters',
    });
  });

  it('requires a Wi-Fi password of 10 to 63 characters', () => {
    expect(updateSsidRequest.safeParse({ ...wifiPassword, value: '0123456789' }).success).toBe(true);
    expect(issuesOf(updateSsidRequest, { ...wifiPassword, value: '' })).toEqual({
      value: 'Please enter the password',
    });
    expect(issuesOf(updateSsidRequest, { ...wifiPassword, value: '012345678' })).toEqual({
      value: 'Minimum 10 characters required to set password',
    });
    expect(issuesOf(updateSsidRequest, { ...wifiPassword, value: 'x'.repeat(64) })).toEqual({
      value: 'must be at most 63 characters',
    });
  });
});

describe('limits a form shows before they bite (issue 7)', () => {
  const ssid = (value: string) => ({ device_id: 'DRA-100001', type: 'wifi_name_ssid', value });

  it(`an SSID of at most ${SSID_MAX_LENGTH} characters, the spaces around it not counted`, () => {
    expect(updateSsidRequest.safeParse(ssid(` ${'N'.repeat(SSID_MAX_LENGTH)} `)).success).toBe(true);
    expect(issuesOf(updateSsidRequest, ssid('N'.repeat(SSID_MAX_LENGTH + 1)))).toEqual({
      value: `must be at most ${SSID_MAX_LENGTH} characters`,
    });
  });

  it(`keywords of at most ${KEYWORD_MAX_LENGTH} characters each, ${KEYWORD_LIST_MAX_LENGTH} in all`, () => {
    const rules = {
      device_id: 'DRA-100001',
      limited_access_1: 1,
      limited_access_2: 0,
      limited_access_3: 0,
      day_rule: '',
      active_schedule_time: 1,
      inactive_schedule_time: 0,
      start_time: '',
      end_time: '',
      devices: [],
    };
    const withKeywords = (keyword: string) => ({ ...rules, keyword });
    expect(
      updateParentalSettingsRequest.safeParse(withKeywords(`games, ${'k'.repeat(KEYWORD_MAX_LENGTH)}`))
        .success,
    ).toBe(true);
    expect(
      issuesOf(updateParentalSettingsRequest, withKeywords(`games,${'k'.repeat(KEYWORD_MAX_LENGTH + 1)}`)),
    ).toEqual({
      keyword: `each keyword or website must be at most ${KEYWORD_MAX_LENGTH} characters`,
    });
    expect(issuesOf(updateParentalSettingsRequest, withKeywords('k,'.repeat(1001)))).toEqual({
      keyword: `must be at most ${KEYWORD_LIST_MAX_LENGTH} characters`,
    });
  });
});
