/**
 * react-admin's pages the console shows only when something goes wrong (error, not found, access denied,
 * authentication error) or never on its own (login, which is the dashboard's): one chunk, loaded when one
 * of them is shown (`ConsoleAdmin`).
 */
export { AccessDenied, AuthenticationError, Error, Login, NotFound } from 'react-admin';
