/**
 * The signed-in screens' own labels (titles, headings, field labels, accessible names, empty states), one
 * object per screen, plus the shell's and the widgets'. With the objects of messages.ts they are the English
 * catalogue; every other language translates them (src/i18n). One module per object, so each screen's chunk
 * carries only its own texts.
 */
export { SCREEN_TEXT } from './texts/screens';
export { SHELL_TEXT, deviceStatusText } from './texts/shell';
export { HOME_TEXT } from './texts/home';
export { ACCOUNT_TEXT } from './texts/account';
export { ACCESS_TEXT } from './texts/access';
export { ALERTS_TEXT } from './texts/alerts';
export { WIDGET_TEXT } from './texts/widgets';
export { COMMON_TEXT } from './texts/common';
export { SWITCH_DEVICE_TEXT } from './texts/switchDevice';
export { REGISTRATION_TEXT } from './texts/registration';
export { CONNECTED_USERS_TEXT } from './texts/connectedUsers';
export { IOT_DETAILS_TEXT } from './texts/iotDetails';
export { SETTINGS_TEXT } from './texts/settings';
export { SCAN_TEXT } from './texts/scans';
export { TRUSTED_TEXT } from './texts/trusted';
export { CHAT_TEXT } from './texts/chat';
export { PLANS_TEXT } from './texts/plans';
export { MAP_TEXT } from './texts/map';
export { MORE_TEXT } from './texts/more';
export { ABOUT_TEXT } from './texts/about';
export { HELP_TEXT } from './texts/help';
export { FEEDBACK_TEXT } from './texts/feedback';
export { NOT_FOUND_TEXT } from './texts/notFound';
export { COMING_SOON_TEXT } from './texts/comingSoon';
