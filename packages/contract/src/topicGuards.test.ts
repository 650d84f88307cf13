import { describe, expect, it } from 'vitest';
import { isBatteryMessage, isUserRefreshMessage } from './topicGuards';
import { batteryMessage, userRefreshMessage } from './topics';

const SHAPES: unknown[] = [
  null,
  undefined,
  42,
  'charging',
  [],
  [{ value: 50 }],
  {},
  { value: 0 },
  { value: 55.5 },
  { value: 100 },
  { value: 100.01 },
  { value: -1 },
  { value: 'charging' },
  { value: '' },
  { value: 'Charging' },
  { value: '50' },
  { value: null },
  { value: true },
  { value: 80, extra: 'kept out' },
  { module: 'notifications' },
  { module: 'devices' },
  { module: 'profile', extra: 1 },
  { module: 'Profile' },
  { module: 'scan' },
  { module: ['devices'] },
  { module: null },
];

describe('topic payload guards', () => {
  it('accept a battery message exactly when batteryMessage does', () => {
    for (const shape of SHAPES)
      expect(isBatteryMessage(shape), JSON.stringify(shape)).toBe(batteryMessage.safeParse(shape).success);
    expect(SHAPES.filter(isBatteryMessage)).toHaveLength(6);
  });

  it('accept a user refresh message exactly when userRefreshMessage does', () => {
    for (const shape of SHAPES)
      expect(isUserRefreshMessage(shape), JSON.stringify(shape)).toBe(
        userRefreshMessage.safeParse(shape).success,
      );
    expect(SHAPES.filter(isUserRefreshMessage)).toHaveLength(3);
  });
});
