import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCAN_CONFIGS } from '../constants';
import { issuesOf } from '../testing/issuesOf';
import { RECORD_ID_MAX } from '../constants';
import { email, envelope, recordId, storagePath, valuesOf, wireDate } from './common';

describe('wireDate (MM/DD/YYYY)', () => {
  it.each(['01/31/2024', '02/29/2024', '12/01/1999'])('accepts %s', (value) => {
    expect(wireDate.parse(value)).toBe(value);
  });

  it('rejects dates that do not exist', () => {
    expect(issuesOf(wireDate, '02/30/2024')).toEqual({ '': 'must be a real calendar date' });
    expect(issuesOf(wireDate, '02/29/2023')).toEqual({ '': 'must be a real calendar date' });
    expect(issuesOf(wireDate, '04/31/2024')).toEqual({ '': 'must be a real calendar date' });
  });

  it.each(['2024-02-01', '13/01/2024', '1/5/2024', '00/10/2024', '01/32/2024', ''])(
    'rejects the form of %j',
    (value) => {
      expect(issuesOf(wireDate, value)).toEqual({ '': 'must be a date as MM/DD/YYYY' });
    },
  );

  it.each(['01/01/0000', '06/15/0099', '12/31/1899', '01/01/9999'])(
    'rejects %s, outside the range',
    (value) => {
      expect(issuesOf(wireDate, value)).toEqual({ '': 'must be a date from 01/01/1900 to 12/31/9998' });
    },
  );
});

describe('email', () => {
  it('trims and accepts a plain address, and rejects others with the sign-in message', () => {
    expect(email.parse(' owner@example.com ')).toBe('owner@example.com');
    expect(issuesOf(email, 'owner@example')).toEqual({ '': 'Please enter valid email-id' });
  });
});

describe('storagePath', () => {
  it('accepts absolute paths below a device root', () => {
    expect(storagePath.parse('/dRisk/DRA-100001/Photos/summer 2024.jpg')).toBe(
      '/dRisk/DRA-100001/Photos/summer 2024.jpg',
    );
  });

  it('refuses paths that could leave the root or are not absolute', () => {
    expect(issuesOf(storagePath, '/dRisk/DRA-100001/../DRB-100002')).toEqual({
      '': 'must not contain . or .. segments',
    });
    expect(issuesOf(storagePath, 'dRisk/DRA-100001')).toEqual({
      '': 'must be an absolute path starting with /',
    });
    expect(issuesOf(storagePath, '/dRisk/a\u0000b')).toEqual({
      '': 'must not contain control characters or NUL',
    });
  });
});

describe('recordId', () => {
  it('takes numbers and numeric strings, and nothing else', () => {
    expect(recordId.parse('42')).toBe(42);
    expect(recordId.parse(7)).toBe(7);
    for (const bad of ['x', 0, -1, 1.5, '']) expect(recordId.safeParse(bad).success, String(bad)).toBe(false);
  });

  // Found by the contract fuzzer: 2147483648 reached an integer column's query and the api answered 500.
  it('refuses numbers past the largest id the database stores', () => {
    expect(recordId.parse(RECORD_ID_MAX)).toBe(RECORD_ID_MAX);
    for (const bad of [RECORD_ID_MAX + 1, '2147483648', 2 ** 53 + 2, 1e308])
      expect(recordId.safeParse(bad).success, String(bad)).toBe(false);
  });
});

describe('envelope and valuesOf', () => {
  it('wraps a result schema in {statusCode, message, result}', () => {
    const reply = envelope(z.object({ count: z.number() }));
    expect(reply.parse({ statusCode: 200, message: 'ok', result: { count: 3 } }).result.count).toBe(3);
    expect(reply.safeParse({ statusCode: 200, result: { count: 3 } }).success).toBe(false);
  });

  it('lists the values of an option constant', () => {
    expect(valuesOf(SCAN_CONFIGS)).toEqual(['full_and_fast', 'discovery', 'base']);
  });
});
