import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { COMMON_TEXT, LANGUAGE_STORAGE_KEY } from '@drisk/contract/client';
import { COMMON_TEXT_DE } from '@drisk/contract/i18n/de';
import { LanguageProvider, loadLanguage } from '@drisk/ui';
import { useCharacterLimit } from './useCharacterLimit';

const provider = ({ children }: { children: ReactNode }) => <LanguageProvider>{children}</LanguageProvider>;

afterEach(() => localStorage.clear());

describe('useCharacterLimit', () => {
  it('counts under the field and says when the text is over, in English', () => {
    const { result } = renderHook(() => useCharacterLimit(), { wrapper: provider });
    expect(result.current('x'.repeat(12), 5000)).toEqual({ over: false, helperText: '12 / 5000' });
    expect(result.current('x'.repeat(12_345), 5000)).toEqual({
      over: true,
      helperText: 'Use at most 5000 characters (12345 / 5000)',
    });
    expect(COMMON_TEXT.tooLong(5000)).toBe('Use at most 5000 characters');
  });

  describe('in German', () => {
    beforeAll(() => loadLanguage('de'));

    it('counts and refuses in German', () => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
      const { result } = renderHook(() => useCharacterLimit(), { wrapper: provider });
      expect(result.current('x'.repeat(12), 5000)).toEqual({
        over: false,
        helperText: COMMON_TEXT_DE.characterCount('12', '5000'),
      });
      expect(result.current('x'.repeat(40), 32)).toEqual({
        over: true,
        helperText: `${COMMON_TEXT_DE.tooLong('32')} (${COMMON_TEXT_DE.characterCount('40', '32')})`,
      });
    });
  });
});
