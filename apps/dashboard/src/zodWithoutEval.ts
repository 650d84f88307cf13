/*
 * The contract's zod schemas validate forms in this app. By default zod probes `new Function('')` to
 * compile fast object parsers; the page's Content-Security-Policy forbids eval, so each probe was a CSP
 * violation report (and a console error) on the screens with forms. Parsing without compiled code is fast
 * enough for forms. zod reads its configuration from this global object (shared by every copy of zod on
 * the page), so setting it here does not pull zod into the first chunk; zodWithoutEval.test.ts checks that
 * zod still reads it. Imported first by main.tsx, so it is set before any schema is built.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
