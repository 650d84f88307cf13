import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE_CHOICE,
  LANGUAGE_CHOICES,
  LANGUAGE_STORAGE_KEY,
  resolveLanguage,
  type Language,
  type LanguageChoice,
} from '@drisk/contract/client';

/** Same-tab writes tell the other hooks of this page; the `storage` event covers other tabs. */
const CHANGE_EVENT = 'drisk-language-change';

/** The stored choice, or 'system' when nothing (or nothing valid) is stored. */
export function readLanguageChoice(): LanguageChoice {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGE_CHOICES as readonly string[]).includes(stored ?? '')
      ? (stored as LanguageChoice)
      : DEFAULT_LANGUAGE_CHOICE;
  } catch {
    return DEFAULT_LANGUAGE_CHOICE;
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LANGUAGE_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The language chosen on this browser ('system', 'en' or 'de') and a setter that stores it, so every tab
 * of the app follows the same choice (the colour mode's pattern, useColorModeChoice).
 */
export function useLanguageChoice(): [LanguageChoice, (choice: LanguageChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readLanguageChoice, () => DEFAULT_LANGUAGE_CHOICE);
  const setChoice = useCallback((next: LanguageChoice) => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Not stored; the choice still applies to this page below.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [choice, setChoice];
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

function subscribeBrowser(onChange: () => void) {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

// navigator.languages is a new frozen array on some reads: compare by content to keep the snapshot stable.
let lastLanguages: readonly string[] = [];
function readBrowserLanguages(): readonly string[] {
  const next = browserLanguages();
  if (next.length !== lastLanguages.length || next.some((tag, i) => tag !== lastLanguages[i]))
    lastLanguages = [...next];
  return lastLanguages;
}
const NO_LANGUAGES: readonly string[] = [];

/** The browser's preferred languages (navigator.languages), following a change in its settings. */
export function useBrowserLanguages(): readonly string[] {
  return useSyncExternalStore(subscribeBrowser, readBrowserLanguages, () => NO_LANGUAGES);
}

/**
 * The language this browser asks for right now, outside React: an app deciding before its first render
 * whether to fetch a catalogue first, or whether English prerendered markup can be hydrated.
 */
export function currentLanguage(): Language {
  return resolveLanguage(readLanguageChoice(), browserLanguages());
}
