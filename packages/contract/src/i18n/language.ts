/**
 * The languages of the apps and how a browser's choice picks one. English is the contract's own text
 * objects; every other language is a catalogue of translations of those objects, loaded on demand.
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Account's choice: follow the browser ('system') or a fixed language. Stored like the colour mode. */
export const LANGUAGE_CHOICES = ['system', 'en', 'de'] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];
export const DEFAULT_LANGUAGE_CHOICE: LanguageChoice = 'system';
export const LANGUAGE_STORAGE_KEY = 'drisk.language';

/** The BCP 47 tag written to `<html lang>`. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', de: 'de' };
/** The locale Intl formats numbers and dates with (English keeps the US formats the spec shows). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

/**
 * The language for the browser's preferences (navigator.languages, most wanted first): the first one we
 * have (de, de-DE, de-AT... give German; en* English), English when none is ours.
 */
export function languageFromPreferences(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const match = LANGUAGES.find((language) => language === primary);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** The language a choice stands for, given the browser's preferences. */
export function resolveLanguage(choice: LanguageChoice, preferred: readonly string[]): Language {
  return choice === 'system' ? languageFromPreferences(preferred) : choice;
}

/**
 * The translation of an English text object: the same keys, each text a text, each function a function
 * of the same parameters, nested objects translated alike. The compiler refuses a missing or extra key.
 */
export type Translation<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : T extends readonly unknown[]
      ? { readonly [I in keyof T]: Translation<T[I]> }
      : { readonly [K in keyof T]: Translation<T[K]> };

/** One English text object and its translation, typed together so they cannot drift apart. */
export interface CatalogueEntry<T extends object = object> {
  english: T;
  translated: Translation<T>;
}

export function translationOf<T extends object>(english: T, translated: Translation<T>): CatalogueEntry<T> {
  return { english, translated };
}

/** A language's translations: each English text object mapped to its version, and server words to ours. */
export interface Catalogue {
  language: Language;
  /** English text object → the translated object of the same shape. */
  texts: ReadonlyMap<object, object>;
  /** A server message as the api sends it (English) → the translated message. */
  serverMessages: ReadonlyMap<string, string>;
}

/** Builds a catalogue; the server map pairs every plain text of `serverObjects` with its translation. */
export function makeCatalogue(
  language: Language,
  entries: readonly CatalogueEntry[],
  serverObjects: readonly object[],
): Catalogue {
  const texts = new Map<object, object>(entries.map((entry) => [entry.english, entry.translated as object]));
  const serverMessages = new Map<string, string>();
  for (const english of serverObjects) {
    const translated = texts.get(english) as Record<string, unknown> | undefined;
    if (!translated) continue;
    for (const [key, value] of Object.entries(english)) {
      const other = translated[key];
      if (typeof value === 'string' && typeof other === 'string' && !serverMessages.has(value))
        serverMessages.set(value, other);
    }
  }
  return { language, texts, serverMessages };
}

/** The active version of an English text object: its translation when the catalogue has one, else itself. */
export function textIn<T extends object>(catalogue: Catalogue | null, english: T): T {
  return ((catalogue?.texts.get(english) as T | undefined) ?? english) as T;
}

/**
 * A message the api sent (always English) in the catalogue's language: the translation of a known SERVER or
 * VALIDATION text, also when it leads a "field: reason" refusal; anything unknown as the server said it.
 */
export function translateServerMessage(catalogue: Catalogue | null, message: string): string {
  if (!catalogue) return message;
  const whole = catalogue.serverMessages.get(message);
  if (whole !== undefined) return whole;
  const colon = message.indexOf(': ');
  if (colon > 0) {
    const reason = catalogue.serverMessages.get(message.slice(colon + 2));
    if (reason !== undefined) return `${message.slice(0, colon + 2)}${reason}`;
  }
  return message;
}
