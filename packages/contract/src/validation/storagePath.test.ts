import { describe, expect, it } from 'vitest';
import { escapes, HOSTILE_ROOT, hostilePaths } from '../../../../test-support/hostilePaths';
import { PATH_REFUSAL } from '../messages';
import { checkDevicePath, checkEntryName, checkStoragePath } from './storagePath';

const DEVICE = HOSTILE_ROOT.split('/')[2];

describe('checkStoragePath: the one rule of every path a client sends', () => {
  it('accepts ordinary paths and drops a trailing slash', () => {
    expect(checkStoragePath('/dRisk/DRA-100001/Photos/summer 2024.jpg')).toEqual({
      ok: true,
      path: '/dRisk/DRA-100001/Photos/summer 2024.jpg',
      segments: ['dRisk', 'DRA-100001', 'Photos', 'summer 2024.jpg'],
    });
    expect(checkStoragePath('/dRisk/DRA-100001/')).toMatchObject({ ok: true, path: '/dRisk/DRA-100001' });
    expect(checkStoragePath('/')).toEqual({ ok: true, path: '/', segments: [] });
    for (const name of ['.config', 'Fotos de año nuevo', '100% done.txt', 'a..b', 'résumé.pdf', '日本語.txt'])
      expect(checkStoragePath(`/dRisk/x/${name}`).ok, name).toBe(true);
  });

  it.each([
    [42, PATH_REFUSAL.notText],
    ['dRisk/x', PATH_REFUSAL.notRooted],
    [`/${'a/'.repeat(600)}`, PATH_REFUSAL.tooLong],
    ['/dRisk/x/../y', PATH_REFUSAL.dotSegment],
    ['/dRisk/x/./y', PATH_REFUSAL.dotSegment],
    ['/dRisk/x/...', PATH_REFUSAL.dotSegment],
    ['/dRisk//x', PATH_REFUSAL.emptySegment],
    ['//etc/passwd', PATH_REFUSAL.emptySegment],
    ['/dRisk/x\\..\\y', PATH_REFUSAL.backslash],
    ['C:/Windows', PATH_REFUSAL.driveLetter],
    ['/dRisk/C:', PATH_REFUSAL.driveLetter],
    ['/dRisk/a.txt::$DATA', PATH_REFUSAL.driveLetter],
    ['/dRisk/a\u0000b', PATH_REFUSAL.control],
    ['/dRisk/%2e%2e/y', PATH_REFUSAL.encoded],
    ['/dRisk/%252e%252e/y', PATH_REFUSAL.encoded],
    ['/dRisk/..%2fy', PATH_REFUSAL.encoded],
    ['/dRisk/..%5cy', PATH_REFUSAL.encoded],
    ['/dRisk/a%00b', PATH_REFUSAL.encoded],
    ['/dRisk/%c0%ae%c0%ae', PATH_REFUSAL.invalidUnicode],
    ['/dRisk/\ufffd', PATH_REFUSAL.invalidUnicode],
    ['/dRisk/\ud800', PATH_REFUSAL.invalidUnicode],
    ['/dRisk/\uff0e\uff0e', PATH_REFUSAL.dotSegment],
    ['/dRisk/CON', PATH_REFUSAL.reservedName],
    ['/dRisk/lpt1.txt', PATH_REFUSAL.reservedName],
    ['/dRisk/report.', PATH_REFUSAL.trailingDotOrSpace],
    [`/dRisk/${'a'.repeat(256)}`, PATH_REFUSAL.nameTooLong],
    [`/dRisk/${'é'.repeat(128)}`, PATH_REFUSAL.nameTooLong],
  ])('refuses %j: %s', (value, message) => {
    expect(checkStoragePath(value)).toEqual({ ok: false, message });
  });

  it('keeps a path inside the device it names', () => {
    expect(checkDevicePath(`${HOSTILE_ROOT}/Photos/a.jpg`, DEVICE)).toEqual({
      ok: true,
      path: `${HOSTILE_ROOT}/Photos/a.jpg`,
      relative: ['Photos', 'a.jpg'],
    });
    expect(checkDevicePath(`${HOSTILE_ROOT}/`, DEVICE)).toMatchObject({ ok: true, relative: [] });
    for (const other of ['/dRisk/DRB-100002/x', '/dRisk', '/dRisk/DRA-1000011', '/etc/passwd'])
      expect(checkDevicePath(other, DEVICE), other).toEqual({ ok: false, message: PATH_REFUSAL.outsideRoot });
  });

  it('names: the same rule for one segment', () => {
    expect(checkEntryName('notes.txt')).toBeUndefined();
    expect(checkEntryName('..')).toBe(PATH_REFUSAL.dotSegment);
    expect(checkEntryName('a/b')).toBe(PATH_REFUSAL.encoded);
    expect(checkEntryName('aux')).toBe(PATH_REFUSAL.reservedName);
  });

  it('lets none of 10,000 generated hostile paths leave the root', () => {
    const corpus = hostilePaths(10_000);
    expect(corpus.length).toBeGreaterThanOrEqual(10_000);
    const escaped: string[] = [];
    let refused = 0;
    for (const value of corpus) {
      const checked = checkDevicePath(value, DEVICE);
      if (!checked.ok) {
        refused++;
        expect(checked.message, value).toMatch(/^must /);
      } else if (escapes(checked.relative)) escaped.push(value);
    }
    expect(escaped).toEqual([]);
    // Nearly all are refused outright; the rest are odd but harmless literal names.
    expect(refused / corpus.length).toBeGreaterThan(0.95);
  });
});
