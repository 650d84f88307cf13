import { describe, expect, it } from 'vitest';
import { DataVersions } from './dataVersions';

describe('DataVersions', () => {
  it('counts a change after a stamp, not one before it, per device and per user', () => {
    const versions = new DataVersions();
    versions.devicesChanged(['DRS-1']);
    versions.userChanged(7);
    const stamp = versions.stamp();
    expect(versions.deviceChangedSince('DRS-1', stamp)).toBe(false);
    expect(versions.userChangedSince(7, stamp)).toBe(false);
    versions.devicesChanged(['DRS-1']);
    versions.userChanged(7);
    expect(versions.deviceChangedSince('DRS-1', stamp)).toBe(true);
    expect(versions.deviceChangedSince('DRS-2', stamp)).toBe(false);
    expect(versions.userChangedSince(7, stamp)).toBe(true);
    expect(versions.userChangedSince(8, stamp)).toBe(false);
  });

  it("keeps a device's cloud files apart from its other data, both ways", () => {
    const versions = new DataVersions();
    const stamp = versions.stamp();
    versions.devicesChanged(['DRS-1']);
    expect(versions.filesChangedSince('DRS-1', stamp)).toBe(false);
    versions.filesChanged('DRS-2');
    expect(versions.filesChangedSince('DRS-2', stamp)).toBe(true);
    expect(versions.deviceChangedSince('DRS-2', stamp)).toBe(false);
    versions.hearing(false);
    expect(versions.filesChangedSince('DRS-3', versions.stamp())).toBe(true);
  });

  it('counts everything as changed while other nodes are not heard, and once they are again', () => {
    const sent: unknown[] = [];
    const versions = new DataVersions();
    versions.connect((change) => sent.push(change));
    expect(versions.deviceChangedSince('DRS-1', versions.stamp())).toBe(true);
    const before = versions.stamp();
    versions.hearing(true);
    expect(versions.deviceChangedSince('DRS-1', before)).toBe(true);
    expect(versions.deviceChangedSince('DRS-1', versions.stamp())).toBe(false);
    versions.devicesChanged(['DRS-1', 'DRS-1']);
    versions.apply({ userId: 3 });
    expect(sent).toEqual([{ devices: ['DRS-1'] }]);
  });
});
