/**
 * `@drisk/contract/i18n/de`: the German catalogue. Loaded with a dynamic import only when German is the
 * language, so an English page downloads none of it. Each entry pairs an English text object with its
 * translation (typed `Translation<typeof X>`, so a missing key does not compile); objects not listed here
 * (the storage and admin texts so far) stay English.
 */
import {
  ACCESS_WINDOWS_TEXT,
  PASSKEY_TEXT,
  SERVER,
  TIME_LEFT_TEXT,
  TWO_FACTOR_TEXT,
  UI_TEXT,
  VALIDATION,
} from '../../messages';
import {
  ACCESS_TEXT,
  ACCOUNT_TEXT,
  ALERTS_TEXT,
  COMMON_TEXT,
  CONNECTED_USERS_TEXT,
  HOME_TEXT,
  IOT_DETAILS_TEXT,
  REGISTRATION_TEXT,
  SCAN_TEXT,
  SCREEN_TEXT,
  SETTINGS_TEXT,
  SHELL_TEXT,
  SWITCH_DEVICE_TEXT,
  WIDGET_TEXT,
} from '../../screenTexts';
import {
  CONNECTED_USERS_TEXT_DE,
  IOT_DETAILS_TEXT_DE,
  REGISTRATION_TEXT_DE,
  SWITCH_DEVICE_TEXT_DE,
} from './devices';
import { makeCatalogue, translationOf, type Catalogue } from '../language';
import { PASSKEY_TEXT_DE, TWO_FACTOR_TEXT_DE } from './security';
import { SCAN_TEXT_DE } from './scans';
import { SERVER_DE } from './server';
import { SETTINGS_TEXT_DE } from './settings';
import { UI_TEXT_DE } from './uiText';
import { VALIDATION_DE } from './validation';
import { ACCESS_WINDOWS_TEXT_DE, COMMON_TEXT_DE, TIME_LEFT_TEXT_DE, WIDGET_TEXT_DE } from './widgets';
import {
  ACCESS_TEXT_DE,
  ACCOUNT_TEXT_DE,
  ALERTS_TEXT_DE,
  HOME_TEXT_DE,
  SCREEN_TEXT_DE,
  SHELL_TEXT_DE,
} from './screens';

export const DE_CATALOGUE: Catalogue = makeCatalogue(
  'de',
  [
    translationOf(VALIDATION, VALIDATION_DE),
    translationOf(SERVER, SERVER_DE),
    translationOf(UI_TEXT, UI_TEXT_DE),
    translationOf(TIME_LEFT_TEXT, TIME_LEFT_TEXT_DE),
    translationOf(ACCESS_WINDOWS_TEXT, ACCESS_WINDOWS_TEXT_DE),
    translationOf(WIDGET_TEXT, WIDGET_TEXT_DE),
    translationOf(COMMON_TEXT, COMMON_TEXT_DE),
    translationOf(SCREEN_TEXT, SCREEN_TEXT_DE),
    translationOf(SHELL_TEXT, SHELL_TEXT_DE),
    translationOf(HOME_TEXT, HOME_TEXT_DE),
    translationOf(ACCOUNT_TEXT, ACCOUNT_TEXT_DE),
    translationOf(ACCESS_TEXT, ACCESS_TEXT_DE),
    translationOf(ALERTS_TEXT, ALERTS_TEXT_DE),
    translationOf(TWO_FACTOR_TEXT, TWO_FACTOR_TEXT_DE),
    translationOf(PASSKEY_TEXT, PASSKEY_TEXT_DE),
    translationOf(SWITCH_DEVICE_TEXT, SWITCH_DEVICE_TEXT_DE),
    translationOf(REGISTRATION_TEXT, REGISTRATION_TEXT_DE),
    translationOf(CONNECTED_USERS_TEXT, CONNECTED_USERS_TEXT_DE),
    translationOf(IOT_DETAILS_TEXT, IOT_DETAILS_TEXT_DE),
    translationOf(SETTINGS_TEXT, SETTINGS_TEXT_DE),
    translationOf(SCAN_TEXT, SCAN_TEXT_DE),
  ],
  // The api's words, and the API client's own (UI_TEXT.serverUnreachable...) and the browser's passkey
  // failures (PASSKEY_TEXT.cancelled...): a known one is shown in German, anything else as it came.
  [SERVER, VALIDATION, ACCESS_WINDOWS_TEXT, UI_TEXT, PASSKEY_TEXT],
);

export {
  ACCESS_TEXT_DE,
  ACCESS_WINDOWS_TEXT_DE,
  ACCOUNT_TEXT_DE,
  ALERTS_TEXT_DE,
  COMMON_TEXT_DE,
  CONNECTED_USERS_TEXT_DE,
  HOME_TEXT_DE,
  IOT_DETAILS_TEXT_DE,
  PASSKEY_TEXT_DE,
  REGISTRATION_TEXT_DE,
  SCAN_TEXT_DE,
  SCREEN_TEXT_DE,
  SERVER_DE,
  SETTINGS_TEXT_DE,
  SHELL_TEXT_DE,
  SWITCH_DEVICE_TEXT_DE,
  TIME_LEFT_TEXT_DE,
  TWO_FACTOR_TEXT_DE,
  UI_TEXT_DE,
  VALIDATION_DE,
  WIDGET_TEXT_DE,
};
