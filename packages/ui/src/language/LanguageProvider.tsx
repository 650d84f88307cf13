import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { INTL_LOCALES, LANGUAGE_TAGS, resolveLanguage, type Language } from '@drisk/contract/client';
import { ENGLISH, LanguageContext, type LanguageState } from './LanguageContext';
import { useBrowserLanguages, useLanguageChoice } from './languageChoice';

type Loaded = Omit<LanguageState, 'language' | 'locale'>;

/** Each language other than English: its catalogue's chunk, fetched once. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Loaded>> = {
  de: () => import('./german').then(({ GERMAN }) => GERMAN),
};
const loaded = new Map<Language, Loaded>();
const loading = new Map<Language, Promise<Loaded>>();

/** Starts (or joins) the download of a language's catalogue; resolves when it can be shown. */
export function loadLanguage(language: Language): Promise<Loaded | null> {
  if (language === 'en') return Promise.resolve(null);
  const done = loaded.get(language);
  if (done) return Promise.resolve(done);
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then((result) => {
      loaded.set(language, result);
      return result;
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

export interface LanguageProviderProps {
  children: ReactNode;
  /**
   * A fixed language (stories, tests, an app with its own setting). Without it the language follows the
   * Account choice stored on this browser, or the browser's languages when the choice is 'system'.
   */
  language?: Language;
  /** Keeps `<html lang>` in step with the language (the app's provider; off in stories of one widget). */
  setDocumentLanguage?: boolean;
}

/**
 * The language of everything below: loads a non-English catalogue on demand (English until it has arrived),
 * gives it to useText, useServerText and useFormatters, and writes `<html lang>`.
 */
export function LanguageProvider({
  children,
  language: fixed,
  setDocumentLanguage = true,
}: LanguageProviderProps) {
  const [choice] = useLanguageChoice();
  const browser = useBrowserLanguages();
  const wanted = fixed ?? resolveLanguage(choice, browser);
  const [, setVersion] = useState(0);
  const ready = wanted === 'en' ? null : (loaded.get(wanted) ?? null);

  useEffect(() => {
    if (wanted === 'en' || loaded.has(wanted)) return;
    let current = true;
    loadLanguage(wanted).then(
      () => current && setVersion((version) => version + 1),
      // A failed download (offline) leaves the page in English; the next change of language tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const state = useMemo<LanguageState>(
    () => (ready ? { ...ready, language: wanted, locale: INTL_LOCALES[wanted] } : ENGLISH),
    [ready, wanted],
  );

  useEffect(() => {
    if (setDocumentLanguage) document.documentElement.lang = LANGUAGE_TAGS[state.language];
  }, [setDocumentLanguage, state.language]);

  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}
