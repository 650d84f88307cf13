import { createContext } from 'react';
import type { Localization } from '@mui/material/locale';
import { DEFAULT_LANGUAGE, type Catalogue, type Language } from '@drisk/contract/client';

export interface LanguageState {
  /** The language the user gets: English until another language's catalogue has loaded. */
  language: Language;
  /** The Intl locale (INTL_LOCALES); `<html lang>` gets LANGUAGE_TAGS. */
  locale: string;
  /** The loaded catalogue of a language other than English, or null (English: the contract's objects). */
  catalogue: Catalogue | null;
  /** MUI's own texts (pagination, autocomplete...) in the language; empty for English. */
  muiLocale: Localization | null;
}

export const ENGLISH: LanguageState = {
  language: DEFAULT_LANGUAGE,
  locale: 'en-US',
  catalogue: null,
  muiLocale: null,
};

/**
 * The widgets' language. Without a LanguageProvider (another team's app) every widget reads English, the
 * contract's own text objects.
 */
export const LanguageContext = createContext<LanguageState>(ENGLISH);
