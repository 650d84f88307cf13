import { useEffect, useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, type ThemeOptions } from '@mui/material';
import type { ApiClient } from '@drisk/data-provider';
import { LanguageProvider, ToastProvider, useDriskTheme, useLanguage } from '@drisk/ui';
import { ApiProvider } from './api/ApiProvider';
import type { StartupCalls } from './api/startupCalls';
import { SessionProvider } from './session/SessionProvider';

export interface AppProvidersProps {
  /** The API client; the app builds its own, tests pass one over a fake server. */
  client?: ApiClient;
  /** Calls `client` started before the first render (see api/startupCalls.ts). */
  startupCalls?: StartupCalls;
  children: ReactNode;
}

const NO_OVERRIDES: ThemeOptions = {};

/** Whether this page has put dayjs into another language (so going back to English must reset it). */
let dayjsLocalised = false;

/**
 * dayjs formats in the active language. Loaded only for a language other than English: English pages keep
 * dayjs out of their first chunk, and dayjs starts in English.
 */
function useDayjsLocale(language: string) {
  useEffect(() => {
    if (language === 'en' && !dayjsLocalised) return;
    let current = true;
    void Promise.all([import('dayjs'), import('dayjs/locale/de')]).then(([{ default: dayjs }]) => {
      if (!current) return;
      dayjs.locale(language === 'de' ? 'de' : 'en');
      dayjsLocalised = language !== 'en';
    });
    return () => {
      current = false;
    };
  }, [language]);
}

/** The theme in the colour scheme and with MUI's own texts in the language (pagination, close buttons...). */
function ThemedProviders({ client, startupCalls, children }: AppProvidersProps) {
  const { language, muiLocale } = useLanguage();
  const overrides = useMemo<ThemeOptions>(
    () => (muiLocale ? { components: muiLocale.components } : NO_OVERRIDES),
    [muiLocale],
  );
  const theme = useDriskTheme(overrides);
  useDayjsLocale(language);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <ToastProvider>
        <ApiProvider client={client} startupCalls={startupCalls}>
          <SessionProvider>{children}</SessionProvider>
        </ApiProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}

/**
 * What every page stands in, in this order: the language (the Account choice or the browser's, German
 * loaded on demand), the theme (light or dark as the system or the Account choice says, MUI's texts in the
 * language), CssBaseline, toasts, the API client, the session.
 */
export function AppProviders({ client, startupCalls, children }: AppProvidersProps) {
  return (
    <LanguageProvider>
      <ThemedProviders client={client} startupCalls={startupCalls}>
        {children}
      </ThemedProviders>
    </LanguageProvider>
  );
}
