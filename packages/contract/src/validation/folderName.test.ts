import { describe, expect, it } from 'vitest';
import { folderNameError } from './folderName';

describe('folder names (spec 3 §5 with the departure: the symbol check always runs)', () => {
  it('asks for a name, with the message of the screen', () => {
    expect(folderNameError('')).toBe('Please enter a folder name');
    expect(folderNameError('   ', 'Please enter a name')).toBe('Please enter a name');
  });

  it.each(['<', '>', ':', '"', '/', '\\', '|', '?', '*', '\u0000', '\u0007', '\u001f'])(
    "refuses %j with 'Special symbols not allowed'",
    (symbol) => {
      expect(folderNameError(`Holiday${symbol}2024`)).toBe('Special symbols not allowed');
    },
  );

  it('refuses the names . and .. (they would not be new folders)', () => {
    expect(folderNameError('..')).toBe('Special symbols not allowed');
    expect(folderNameError('.')).toBe('Special symbols not allowed');
  });

  it('accepts ordinary names with spaces, dots and accents', () => {
    for (const name of ['Holiday 2024', 'report.v2', 'Fotos de año nuevo', '.config'])
      expect(folderNameError(name), name).toBeUndefined();
  });
});
