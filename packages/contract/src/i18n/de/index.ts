/**
 * `@drisk/contract/i18n/de`: the German catalogue. Loaded with a dynamic import only when German is the
 * language, so an English page downloads none of it. Each entry pairs an English text object with its
 * translation (typed `Translation<typeof X>`, so a missing key does not compile); objects not listed here
 * (the admin console's texts so far) stay English.
 */
import {
  ACCESS_WINDOWS_TEXT,
  MULTIPART_TEXT,
  PASSKEY_TEXT,
  PATH_REFUSAL,
  SERVER,
  STORAGE_MESSAGES,
  STORAGE_TEXT,
  TIME_LEFT_TEXT,
  TWO_FACTOR_TEXT,
  UI_TEXT,
  VALIDATION,
} from '../../messages';
import {
  ABOUT_TEXT,
  ACCESS_TEXT,
  ACCOUNT_TEXT,
  ALERTS_TEXT,
  CHAT_TEXT,
  COMING_SOON_TEXT,
  COMMON_TEXT,
  CONNECTED_USERS_TEXT,
  FEEDBACK_TEXT,
  HELP_TEXT,
  HOME_TEXT,
  IOT_DETAILS_TEXT,
  REGISTRATION_TEXT,
  SCAN_TEXT,
  MAP_TEXT,
  MORE_TEXT,
  NOT_FOUND_TEXT,
  PLANS_TEXT,
  SCREEN_TEXT,
  SETTINGS_TEXT,
  SHELL_TEXT,
  SWITCH_DEVICE_TEXT,
  TRUSTED_TEXT,
  WIDGET_TEXT,
} from '../../screenTexts';
import {
  CONNECTED_USERS_TEXT_DE,
  IOT_DETAILS_TEXT_DE,
  REGISTRATION_TEXT_DE,
  SWITCH_DEVICE_TEXT_DE,
} from './devices';
import { makeCatalogue, translationOf, type Catalogue } from '../language';
import {
  ABOUT_TEXT_DE,
  COMING_SOON_TEXT_DE,
  FEEDBACK_TEXT_DE,
  HELP_TEXT_DE,
  MAP_TEXT_DE,
  MORE_TEXT_DE,
  NOT_FOUND_TEXT_DE,
} from './pages';
import { PASSKEY_TEXT_DE, TWO_FACTOR_TEXT_DE } from './security';
import { SCAN_TEXT_DE } from './scans';
import { SERVER_DE } from './server';
import { SETTINGS_TEXT_DE } from './settings';
import {
  MULTIPART_TEXT_DE,
  PATH_REFUSAL_DE,
  PLANS_TEXT_DE,
  STORAGE_MESSAGES_DE,
  STORAGE_TEXT_DE,
} from './storage';
import { CHAT_TEXT_DE, TRUSTED_TEXT_DE } from './trusted';
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
    translationOf(TRUSTED_TEXT, TRUSTED_TEXT_DE),
    translationOf(CHAT_TEXT, CHAT_TEXT_DE),
    translationOf(STORAGE_TEXT, STORAGE_TEXT_DE),
    translationOf(STORAGE_MESSAGES, STORAGE_MESSAGES_DE),
    translationOf(PATH_REFUSAL, PATH_REFUSAL_DE),
    translationOf(MULTIPART_TEXT, MULTIPART_TEXT_DE),
    translationOf(PLANS_TEXT, PLANS_TEXT_DE),
    translationOf(MAP_TEXT, MAP_TEXT_DE),
    translationOf(MORE_TEXT, MORE_TEXT_DE),
    translationOf(ABOUT_TEXT, ABOUT_TEXT_DE),
    translationOf(HELP_TEXT, HELP_TEXT_DE),
    translationOf(FEEDBACK_TEXT, FEEDBACK_TEXT_DE),
    translationOf(NOT_FOUND_TEXT, NOT_FOUND_TEXT_DE),
    translationOf(COMING_SOON_TEXT, COMING_SOON_TEXT_DE),
  ],
  // The api's words, and the API client's own (UI_TEXT.serverUnreachable...) and the browser's passkey
  // failures (PASSKEY_TEXT.cancelled...), the file calls' replies and refusals (STORAGE_MESSAGES,
  // PATH_REFUSAL, MULTIPART_TEXT.notMultipart): a known one is shown in German, anything else as it came.
  [
    SERVER,
    VALIDATION,
    ACCESS_WINDOWS_TEXT,
    UI_TEXT,
    PASSKEY_TEXT,
    STORAGE_MESSAGES,
    PATH_REFUSAL,
    MULTIPART_TEXT,
  ],
);

export {
  ABOUT_TEXT_DE,
  ACCESS_TEXT_DE,
  ACCESS_WINDOWS_TEXT_DE,
  ACCOUNT_TEXT_DE,
  ALERTS_TEXT_DE,
  CHAT_TEXT_DE,
  COMING_SOON_TEXT_DE,
  COMMON_TEXT_DE,
  CONNECTED_USERS_TEXT_DE,
  FEEDBACK_TEXT_DE,
  HELP_TEXT_DE,
  HOME_TEXT_DE,
  IOT_DETAILS_TEXT_DE,
  MAP_TEXT_DE,
  MORE_TEXT_DE,
  MULTIPART_TEXT_DE,
  NOT_FOUND_TEXT_DE,
  PASSKEY_TEXT_DE,
  PATH_REFUSAL_DE,
  PLANS_TEXT_DE,
  REGISTRATION_TEXT_DE,
  SCAN_TEXT_DE,
  SCREEN_TEXT_DE,
  SERVER_DE,
  SETTINGS_TEXT_DE,
  SHELL_TEXT_DE,
  STORAGE_MESSAGES_DE,
  STORAGE_TEXT_DE,
  SWITCH_DEVICE_TEXT_DE,
  TIME_LEFT_TEXT_DE,
  TRUSTED_TEXT_DE,
  TWO_FACTOR_TEXT_DE,
  UI_TEXT_DE,
  VALIDATION_DE,
  WIDGET_TEXT_DE,
};
