import { describe, expect, it } from 'vitest';
import { analyseBacktracking } from './backtracking';

describe('analyseBacktracking', () => {
  it.each([
    // The e-mail pattern of issue 7: a 32,000-dot value took 1.26 s.
    [/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'polynomial'],
    [/^[a-z]+[a-z0-9]*$/, 'polynomial'],
    [/^a*a*b$/, 'polynomial'],
    // Without ^ every start position is tried.
    [/\s+$/, 'polynomial'],
    [/a.*b/, 'polynomial'],
    [/^(a+)+$/, 'exponential'],
    [/(a*)*b/, 'exponential'],
    [/^(a|a)*$/, 'exponential'],
    [/^(\w+\s?)*$/, 'exponential'],
  ] as const)('flags %s as %s', (pattern, growth) => {
    expect(analyseBacktracking(pattern).growth).toBe(growth);
  });

  it.each([
    /^\d+$/,
    // Ends at the first match: nothing is retried.
    /\d+/,
    /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/,
    /^(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,20}$/,
    /^([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$/,
    /^[A-Za-z0-9+/]*={0,2}$/,
    /^[a-z0-9-]*[a-z0-9]$/,
    // eslint-disable-next-line no-control-regex -- the folder-name rule's control characters
    /[<>:"/\\|?*\u0000-\u001f]/,
  ])('finds %s linear', (pattern) => {
    expect(analyseBacktracking(pattern)).toEqual({ growth: 'linear' });
  });

  it('checks what a lookahead does on its own', () => {
    expect(analyseBacktracking(/^(?=[a-z]+[a-z0-9]*$)\w{1,3}/).growth).toBe('polynomial');
  });

  it('refuses back-references rather than guessing', () => {
    expect(() => analyseBacktracking(/^(a)\1$/)).toThrow(/Back-references/);
  });
});
