import { describe, expect, it } from 'vitest';
import { ACCESS_WINDOWS_TEXT, SERVER, UI_TEXT, VALIDATION } from '../messages';
import { ACCOUNT_TEXT, HOME_TEXT, SCREEN_TEXT, WIDGET_TEXT } from '../screenTexts';
import { DE_CATALOGUE, HOME_TEXT_DE, SERVER_DE, UI_TEXT_DE, VALIDATION_DE } from './de';
import {
  languageFromPreferences,
  makeCatalogue,
  resolveLanguage,
  textIn,
  translateServerMessage,
  translationOf,
  type Translation,
} from './language';

/** Every key path of a text object, with 'fn/<arity>' for functions, so shapes can be compared. */
function shapeOf(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path} fn/${value.length}`];
  if (typeof value === 'string') return [path];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    shapeOf(inner, `${path}.${key}`),
  );
}

describe('languageFromPreferences', () => {
  it('takes the first language of the browser that the app has, English when none', () => {
    expect(languageFromPreferences(['de-DE', 'en-US'])).toBe('de');
    expect(languageFromPreferences(['de-AT'])).toBe('de');
    expect(languageFromPreferences(['fr-FR', 'de'])).toBe('de');
    expect(languageFromPreferences(['en-GB', 'de-DE'])).toBe('en');
    expect(languageFromPreferences(['fr-FR', 'es'])).toBe('en');
    expect(languageFromPreferences([])).toBe('en');
  });

  it('lets an Account choice override the browser', () => {
    expect(resolveLanguage('system', ['de-DE'])).toBe('de');
    expect(resolveLanguage('en', ['de-DE'])).toBe('en');
    expect(resolveLanguage('de', ['en-US'])).toBe('de');
  });
});

describe('the German catalogue', () => {
  it('translates every key of each English object it lists, functions with the same parameters', () => {
    expect(DE_CATALOGUE.texts.size).toBeGreaterThanOrEqual(12);
    for (const [english, german] of DE_CATALOGUE.texts) {
      expect(shapeOf(german)).toEqual(shapeOf(english));
    }
  });

  it('gives German text, not the English copied over, for the screens it covers', () => {
    for (const english of [UI_TEXT, HOME_TEXT, ACCOUNT_TEXT, SCREEN_TEXT, SERVER, VALIDATION]) {
      const german = textIn(DE_CATALOGUE, english) as Record<string, unknown>;
      const same = Object.entries(english).filter(
        ([key, value]) => typeof value === 'string' && german[key] === value,
      );
      // A few words are the same in both languages (Status, Internet, LAN, Feedback, Chat, OK...).
      expect(same.length / Object.keys(english).length).toBeLessThan(0.1);
    }
    expect(textIn(DE_CATALOGUE, HOME_TEXT)).toBe(HOME_TEXT_DE);
    expect(textIn(DE_CATALOGUE, UI_TEXT).extendBlockLabel('Lobby Camera', '1 Hour')).toBe(
      UI_TEXT_DE.extendBlockLabel('Lobby Camera', '1 Hour'),
    );
  });

  it('falls back to the English object for what it does not translate, and without a catalogue', () => {
    const notListed = { hello: 'Hello' };
    expect(textIn(DE_CATALOGUE, notListed)).toBe(notListed);
    expect(textIn(null, HOME_TEXT)).toBe(HOME_TEXT);
  });

  it('is typed against the English objects: a missing key or a wrong parameter does not compile', () => {
    // @ts-expect-error `dataLeft` and the other keys are missing
    const missing: Translation<typeof HOME_TEXT> = { periodAndNetwork: 'Zeitraum und Netzwerk' };
    type BlockTitle = Translation<typeof WIDGET_TEXT>['blockTitle'];
    // @ts-expect-error blockTitle takes the endpoint's name (a string), not a number
    const wrongParameters: BlockTitle = (count: number) => `${count}`;
    expect([missing, wrongParameters]).toHaveLength(2);
    expect(translationOf(HOME_TEXT, HOME_TEXT_DE).translated).toBe(HOME_TEXT_DE);
  });
});

describe('translateServerMessage', () => {
  it('shows a known server or validation message in German', () => {
    expect(translateServerMessage(DE_CATALOGUE, SERVER.accessControlsSaved)).toBe(
      SERVER_DE.accessControlsSaved,
    );
    expect(translateServerMessage(DE_CATALOGUE, SERVER.invalidCredentials)).toBe(
      SERVER_DE.invalidCredentials,
    );
    expect(translateServerMessage(DE_CATALOGUE, VALIDATION.emailInvalid)).toBe(VALIDATION_DE.emailInvalid);
  });

  it('translates the reason of a "field: reason" refusal and keeps the field', () => {
    expect(translateServerMessage(DE_CATALOGUE, `start_time: ${ACCESS_WINDOWS_TEXT.badTime}`)).toBe(
      `start_time: ${textIn(DE_CATALOGUE, ACCESS_WINDOWS_TEXT).badTime}`,
    );
  });

  it("keeps the server's own words for anything it does not know, and in English", () => {
    const unknown = 'The gateway is updating its firmware';
    expect(translateServerMessage(DE_CATALOGUE, unknown)).toBe(unknown);
    expect(translateServerMessage(null, SERVER.accessControlsSaved)).toBe(SERVER.accessControlsSaved);
  });

  it('maps each English text once, the first object winning when two share words', () => {
    const first = { saved: 'Saved' };
    const second = { saved: 'Saved' };
    const catalogue = makeCatalogue(
      'de',
      [translationOf(first, { saved: 'Gespeichert' }), translationOf(second, { saved: 'Gesichert' })],
      [first, second],
    );
    expect(translateServerMessage(catalogue, 'Saved')).toBe('Gespeichert');
  });
});
