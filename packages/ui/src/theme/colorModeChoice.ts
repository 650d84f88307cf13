import { useCallback, useSyncExternalStore } from 'react';
import {
  COLOR_MODE_CHOICES,
  COLOR_MODE_STORAGE_KEY,
  DEFAULT_COLOR_MODE_CHOICE,
  type ColorModeChoice,
} from '@drisk/contract/client';

/** Same-tab writes tell the other hooks of this page; the `storage` event covers other tabs and apps. */
const CHANGE_EVENT = 'drisk-color-mode-change';

/** The stored choice, or the default when nothing (or nothing valid) is stored. */
export function readColorModeChoice(): ColorModeChoice {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return (COLOR_MODE_CHOICES as readonly string[]).includes(stored ?? '')
      ? (stored as ColorModeChoice)
      : DEFAULT_COLOR_MODE_CHOICE;
  } catch {
    // Storage refused (privacy mode): follow the system.
    return DEFAULT_COLOR_MODE_CHOICE;
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COLOR_MODE_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The colour scheme chosen on this browser ('system', 'light' or 'dark') and a setter that stores it, so
 * every app of the product on this origin, in every tab, follows the same choice.
 */
export function useColorModeChoice(): [ColorModeChoice, (choice: ColorModeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readColorModeChoice, () => DEFAULT_COLOR_MODE_CHOICE);
  const setChoice = useCallback((next: ColorModeChoice) => {
    try {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
    } catch {
      // Not stored; the choice still applies to this page below.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [choice, setChoice];
}
