import { useCallback, useContext } from 'react';
import { textIn, translateServerMessage, type Language } from '@drisk/contract/client';
import { LanguageContext, type LanguageState } from './LanguageContext';

/** The language state the nearest LanguageProvider gives (English without one). */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/**
 * The active language's version of a contract text object (UI_TEXT, HOME_TEXT...): the same keys and
 * functions, in German once its catalogue has loaded, else the English object itself.
 */
export function useText<T extends object>(english: T): T {
  const { catalogue } = useContext(LanguageContext);
  return textIn(catalogue, english);
}

/**
 * Translates a message the api sent (always English): a known SERVER or VALIDATION text in the active
 * language, anything unknown as the server worded it.
 */
export function useServerText(): (message: string) => string {
  const { catalogue } = useContext(LanguageContext);
  return useCallback((message: string) => translateServerMessage(catalogue, message), [catalogue]);
}

export type { Language };
