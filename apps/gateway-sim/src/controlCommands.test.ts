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
