import { describe, expect, it } from 'vitest';
import { ControlCommandError, parseControlCommand } from './controlCommands';

describe('parseControlCommand', () => {
  it('reads a join with and without a kind', () => {
    expect(parseControlCommand('join DRA-100001 camera')).toEqual({
      kind: 'join',
      deviceId: 'DRA-100001',
      endpointKind: 'camera',
    });
    expect(parseControlCommand('  join   DRA-100002  ')).toEqual({ kind: 'join', deviceId: 'DRA-100002' });
  });

  it('reads a short block of an endpoint, its MAC in upper case', () => {
    expect(parseControlCommand('block DRA-100001 aa:bb:cc:dd:ee:01 8')).toEqual({
      kind: 'block',
      deviceId: 'DRA-100001',
      mac: 'AA:BB:CC:DD:EE:01',
      seconds: 8,
    });
    expect(() => parseControlCommand('block DRA-100001 AA:BB:CC:DD:EE:01')).toThrow(/needs a device id/);
    expect(() => parseControlCommand('block DRA-100001 phone 8')).toThrow(/not a MAC address/);
    expect(() => parseControlCommand('block DRA-100001 AA:BB:CC:DD:EE:01 1.5')).toThrow(/whole number/);
    expect(() => parseControlCommand('block DRA-100001 AA:BB:CC:DD:EE:01 0')).toThrow(/whole number/);
  });

  it("reads a battery level or 'charging', and refuses anything else", () => {
    expect(parseControlCommand('battery DRA-100001 37')).toEqual({
      kind: 'battery',
      deviceId: 'DRA-100001',
      reading: 37,
    });
    expect(parseControlCommand('battery DRA-100001 0')).toMatchObject({ reading: 0 });
    expect(parseControlCommand('battery DRA-100001 charging')).toMatchObject({ reading: 'charging' });
    expect(() => parseControlCommand('battery DRA-100001')).toThrow(/needs a device id/);
    expect(() => parseControlCommand('battery DRA-100001 101')).toThrow(/from 0 to 100/);
    expect(() => parseControlCommand('battery DRA-100001 -5')).toThrow(/from 0 to 100/);
    expect(() => parseControlCommand('battery DRA-100001 4.5')).toThrow(/from 0 to 100/);
    expect(() => parseControlCommand('battery DRA-100001 full')).toThrow(/or 'charging'/);
  });

  it('ignores a blank line and reads help', () => {
    expect(parseControlCommand('   ')).toBeNull();
    expect(parseControlCommand('help')).toEqual({ kind: 'help' });
  });

  it('names what is wrong with a bad line', () => {
    expect(() => parseControlCommand('join')).toThrow(ControlCommandError);
    expect(() => parseControlCommand('join DRA-100001 toaster')).toThrow(/Unknown kind 'toaster'/);
    expect(() => parseControlCommand('join DRA-100001 camera now')).toThrow(/at most a kind/);
    expect(() => parseControlCommand('reboot')).toThrow(/Unknown command 'reboot'/);
  });
});
