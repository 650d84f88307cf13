import { afterEach, describe, expect, it } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LANGUAGE_STORAGE_KEY, SERVER, UI_TEXT, WIDGET_TEXT } from '@drisk/contract/client';
import { SERVER_DE, UI_TEXT_DE, WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { LoadError } from '../LoadError';
import { LanguageProvider } from './LanguageProvider';
import { useLanguageChoice } from './languageChoice';
import { useFormatters } from './useFormatters';
import { useServerText, useText } from './useText';

const german = ({ children }: { children: ReactNode }) => (
  <LanguageProvider language="de">{children}</LanguageProvider>
);

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('useText', () => {
  it('gives the English objects without a provider, as another team’s app gets them', () => {
    const { result } = renderHook(() => useText(UI_TEXT));
    expect(result.current).toBe(UI_TEXT);
  });

  it('gives the German objects once the German catalogue has loaded', async () => {
    const { result } = renderHook(() => useText(UI_TEXT), { wrapper: german });
    await waitFor(() => expect(result.current).toBe(UI_TEXT_DE));
    expect(document.documentElement.lang).toBe('de');
  });

  it('follows the Account choice stored on this browser, in every hook at once', async () => {
    const { result } = renderHook(() => ({ text: useText(WIDGET_TEXT), choice: useLanguageChoice() }), {
      wrapper: ({ children }) => <LanguageProvider>{children}</LanguageProvider>,
    });
    // jsdom's navigator speaks English.
    expect(result.current.text).toBe(WIDGET_TEXT);
    act(() => result.current.choice[1]('de'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    await waitFor(() => expect(result.current.text).toBe(WIDGET_TEXT_DE));
    act(() => result.current.choice[1]('en'));
    expect(result.current.text).toBe(WIDGET_TEXT);
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('useServerText', () => {
  it('shows a known server message in German and an unknown one as sent', async () => {
    const { result } = renderHook(() => useServerText(), { wrapper: german });
    await waitFor(() => expect(result.current(SERVER.endpointBlocked)).toBe(SERVER_DE.endpointBlocked));
    expect(result.current('Firmware 2.1 installed')).toBe('Firmware 2.1 installed');
  });

  it('reaches the widgets: a load error from the server reads in German', async () => {
    render(
      <LanguageProvider language="de">
        <LoadError message={SERVER.gatewayTimeout} onRetry={() => undefined} />
      </LanguageProvider>,
    );
    expect(await screen.findByText(SERVER_DE.gatewayTimeout)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WIDGET_TEXT_DE.retry })).toBeInTheDocument();
  });
});

describe('useFormatters', () => {
  it('formats numbers and dates for the language', async () => {
    const date = new Date(2026, 10, 26, 14, 5);
    const english = renderHook(() => useFormatters()).result.current;
    expect(english.number(1234.5)).toBe('1,234.5');
    expect(english.wireDate('11/26/2026')).toBe('11/26/2026');
    expect(english.percent(42)).toBe('42%');
    expect(english.amount('4.64 MB')).toBe('4.64 MB');

    const { result } = renderHook(() => useFormatters(), { wrapper: german });
    await waitFor(() => expect(result.current.locale).toBe('de-DE'));
    expect(result.current.number(1234.5)).toBe('1.234,5');
    expect(result.current.percent(42)).toBe('42\u00a0%');
    expect(result.current.wireDate('11/26/2026')).toBe('26.11.2026');
    expect(result.current.amount('4.64 MB')).toBe('4,64 MB');
    expect(result.current.amount('1024 KB')).toBe('1024 KB');
    expect(result.current.amount('No information available')).toBe('No information available');
    expect(result.current.time(date)).toBe('14:05');
    expect(result.current.date(date)).toBe('26.11.2026');
  });
});
