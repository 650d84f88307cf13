import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { COMMON_TEXT, LANGUAGE_STORAGE_KEY } from '@drisk/contract/client';
import { COMMON_TEXT_DE } from '@drisk/contract/i18n/de';
import { LanguageProvider, loadLanguage } from '@drisk/ui';
import { NewTabHint } from './NewTabHint';

afterEach(() => localStorage.clear());

describe('NewTabHint', () => {
  beforeAll(() => loadLanguage('de'));

  it('tells screen readers that the link opens a new tab, in English', () => {
    render(
      <a href="https://example.com" target="_blank" rel="noreferrer">
        Help <NewTabHint />
      </a>,
    );
    expect(screen.getByRole('link', { name: `Help ${COMMON_TEXT.newTabHint}` })).toBeInTheDocument();
    expect(COMMON_TEXT.newTabHint).toBe('(opens in a new tab)');
  });

  it('says it in German', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    render(
      <LanguageProvider>
        <a href="https://example.com" target="_blank" rel="noreferrer">
          Hilfe <NewTabHint />
        </a>
      </LanguageProvider>,
    );
    expect(screen.getByRole('link', { name: `Hilfe ${COMMON_TEXT_DE.newTabHint}` })).toBeInTheDocument();
  });
});
