/**
 * `@drisk/contract/client`: the contract's runtime values that need no zod (constants, messages, form
 * validation, the method, path and session flag of every call, the screens' paths), for browser code that
 * must stay small: the API client and the sign-in page load this instead of the schemas. Types come from
 * `@drisk/contract` with `import type`, which costs nothing at run time. A test checks that nothing
 * reachable from here imports zod.
 */
export * from './constants';
export * from './defaults';
export * from './wireDate';
export * from './wireTime';
export * from './accessWindows';
export * from './messages';
export * from './pwa';
export * from './twoFactor';
export * from './passkeys';
export * from './threats';
export * from './validation/email';
export * from './validation/phone';
export * from './validation/forms';
export * from './validation/folderName';
export * from './validation/storagePath';
export * from './validation/resolveInsideRoot';
export * from './validation/userProfile';
export { routePaths, type RoutePath } from './routes/paths';
export { RESUMABLE_UPLOAD } from './routes/resumableUpload';
export * from './routes/access';
export { can, allows, type CanOptions } from './routes/can';
export {
  ADMIN_RESOURCES,
  fillPath,
  toRouterPath,
  type AdminResource,
  type HttpMethod,
  type ResourceAction,
  type ResourceTag,
} from './routes/defineRoute';
export * from './chatEvents';
export * from './topicNames';
export * from './topicGuards';
export * from './topicMatches';
export * from './screenPaths';
export * from './recurrence/nextRunTimes';
export * from './recurrence/zonedTime';
export * from './screenTexts';
export * from './i18n/language';
