/**
 * `@drisk/contract/client`: the contract's runtime values that need no zod (constants, messages, form
 * validation, and the method, path and session flag of every call), for browser code that must stay
 * small: the API client and the sign-in page load this instead of the schemas. Types come from
 * `@drisk/contract` with `import type`, which costs nothing at run time. A test checks that nothing
 * reachable from here imports zod.
 */
export * from './constants';
export * from './messages';
export * from './validation/email';
export * from './validation/phone';
export * from './validation/forms';
export * from './validation/folderName';
export * from './validation/userProfile';
export { routePaths, type RoutePath } from './routes/paths';
export { fillPath, toRouterPath, type HttpMethod } from './routes/defineRoute';
export * from './topicNames';
export * from './topicGuards';
