import { FILE_NAME_MAX_LENGTH, STORAGE_PATH_MAX_LENGTH, STORAGE_ROOT } from '../constants';
import { PATH_REFUSAL } from '../messages';

/**
 * The one check of every storage path and file name a client sends, shared by the api (cloud storage) and
 * the gateway's local file server. A path is virtual: `/` separated, starting at the storage namespace's
 * root (`/dRisk/{device_id}/...`). Anything that some layer below (a URL decoder, Unicode normaliser,
 * Windows or a POSIX file system) could read as leaving that root is refused rather than repaired, so what
 * is checked is exactly what is used. Servers still resolve the result on disk (symlinks): see
 * resolveInsideRoot in apps/api and apps/gateway-sim.
 */

export type StoragePathCheck =
  | { ok: true; path: string; segments: readonly string[] }
  | { ok: false; message: string };

// eslint-disable-next-line no-control-regex -- control characters are what a path must not hold
const CONTROL = /[\u0000-\u001f\u007f]/;
/** U+FFFD is what a decoder leaves for broken or overlong UTF-8; lone surrogates are not text either. */
const BROKEN_UNICODE = /\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Names Windows maps to devices, with or without an extension. */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\..*)?$/i;
/** Percent-decoding rounds tried (a double-encoded `%252e` needs two). */
const DECODE_ROUNDS = 4;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * The forms a layer below might turn `text` into: repeated percent-decoding (`decoded`), and the Unicode
 * folding of each (NFKC reads fullwidth dots and slashes as ASCII ones).
 */
function readings(text: string): { form: string; decoded: boolean }[] | 'invalid' {
  const forms = [text];
  let current = text;
  for (let round = 0; round < DECODE_ROUNDS && /%[0-9a-f]{2}/i.test(current); round++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      // `%c0%ae` (an overlong dot) and other bytes that are not UTF-8 end here.
      return 'invalid';
    }
    forms.push(current);
  }
  return forms.flatMap((form, index) => [
    { form, decoded: index > 0 },
    { form: form.normalize('NFKC'), decoded: index > 0 },
  ]);
}

/** Why one name (a path segment, an uploaded file's name, a rename target) is refused, or undefined. */
export function checkEntryName(name: string): string | undefined {
  if (name === '') return PATH_REFUSAL.emptySegment;
  if (name.length > FILE_NAME_MAX_LENGTH || utf8Length(name) > FILE_NAME_MAX_LENGTH)
    return PATH_REFUSAL.nameTooLong;
  if (BROKEN_UNICODE.test(name)) return PATH_REFUSAL.invalidUnicode;
  const forms = readings(name);
  if (forms === 'invalid') return PATH_REFUSAL.invalidUnicode;
  for (const { form, decoded } of forms) {
    if (BROKEN_UNICODE.test(form)) return PATH_REFUSAL.invalidUnicode;
    if (CONTROL.test(form)) return decoded ? PATH_REFUSAL.encoded : PATH_REFUSAL.control;
    if (form.includes('\\')) return decoded ? PATH_REFUSAL.encoded : PATH_REFUSAL.backslash;
    if (form.includes('/')) return PATH_REFUSAL.encoded;
    if (form.includes(':')) return PATH_REFUSAL.driveLetter;
    const trimmed = form.trim();
    if (trimmed === '.' || trimmed === '..' || /^\.{2,}$/.test(trimmed))
      return decoded ? PATH_REFUSAL.encoded : PATH_REFUSAL.dotSegment;
    if (RESERVED.test(trimmed)) return PATH_REFUSAL.reservedName;
  }
  if (/[. ]$/.test(name)) return PATH_REFUSAL.trailingDotOrSpace;
  return undefined;
}

/**
 * Checks a storage path. On success `path` is the same text without a trailing slash (the root `/` stays)
 * and `segments` its names; on refusal `message` says why (shown as "field: message").
 */
export function checkStoragePath(value: unknown): StoragePathCheck {
  if (typeof value !== 'string') return { ok: false, message: PATH_REFUSAL.notText };
  if (value.length > STORAGE_PATH_MAX_LENGTH) return { ok: false, message: PATH_REFUSAL.tooLong };
  if (value.includes('\\')) return { ok: false, message: PATH_REFUSAL.backslash };
  if (/^[a-z]:/i.test(value)) return { ok: false, message: PATH_REFUSAL.driveLetter };
  if (!value.startsWith('/')) return { ok: false, message: PATH_REFUSAL.notRooted };
  const body = value.slice(1).replace(/\/$/, '');
  const segments = body === '' ? [] : body.split('/');
  for (const segment of segments) {
    const message = checkEntryName(segment);
    if (message) return { ok: false, message };
  }
  return { ok: true, path: `/${segments.join('/')}`, segments };
}

/** Whether checked `segments` are `root`'s segments or below them. */
export function isInsideRoot(segments: readonly string[], rootSegments: readonly string[]): boolean {
  return rootSegments.length <= segments.length && rootSegments.every((name, index) => segments[index] === name);
}

/**
 * Checks `value` and that it lies in the storage of `deviceId` (`/dRisk/{device_id}` or below). On success
 * `relative` are the names below that root, which is what a store joins onto its own directory or prefix.
 */
export function checkDevicePath(
  value: unknown,
  deviceId: string,
): { ok: true; path: string; relative: readonly string[] } | { ok: false; message: string } {
  const checked = checkStoragePath(value);
  if (!checked.ok) return checked;
  const root = STORAGE_ROOT(deviceId).split('/').slice(1);
  if (!isInsideRoot(checked.segments, root)) return { ok: false, message: PATH_REFUSAL.outsideRoot };
  return { ok: true, path: checked.path, relative: checked.segments.slice(root.length) };
}
