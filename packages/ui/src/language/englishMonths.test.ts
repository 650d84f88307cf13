import { describe, expect, it } from 'vitest';
import { englishMonthAbbreviation, englishMonthName } from './englishMonths';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const intl = (options: Intl.DateTimeFormatOptions) => (month: number) =>
  new Intl.DateTimeFormat('en-US', options).format(new Date(2026, month - 1, 15));

describe('English months', () => {
  it('are written as Intl writes them in en-US', () => {
    expect(MONTHS.map(englishMonthName)).toEqual(MONTHS.map(intl({ month: 'long' })));
    expect(MONTHS.map(englishMonthAbbreviation)).toEqual(MONTHS.map(intl({ month: 'short' })));
  });
});
