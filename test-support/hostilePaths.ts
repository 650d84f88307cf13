import path from 'node:path';

/**
 * A generated corpus of storage paths built to leave a device's root, for the path rule's tests and for
 * tests that send them to the file routes of the api and the gateway. Deterministic (seeded), so a failure
 * names the same path on every run. `escapes` is the oracle: whether a path, read by any layer that might
 * decode it (percent-decoding, Unicode folding, Windows separators), lands outside the root.
 */

export const HOSTILE_ROOT = '/dRisk/DRA-100001';
const OTHER_DEVICE = 'DRB-100002';

/** Ways to write "go up one folder". */
const UP = [
  '..',
  '.',
  '...',
  '....',
  '%2e%2e',
  '%2E%2E',
  '%2e.',
  '.%2e',
  '%252e%252e',
  '%25252e%25252e',
  '%c0%ae%c0%ae',
  '%c0%2e%c0%2e',
  '%e0%80%ae%e0%80%ae',
  '%f0%80%80%ae',
  '\uff0e\uff0e',
  '\u2024\u2024',
  '\ufe52\ufe52',
  '..\u0000',
  '.. ',
  ' ..',
  '..\t',
  '..%00',
  '..%2500',
  '\u00c0\u00ae',
  '\ufffd\ufffd',
  '\ud800..',
];
/** Ways to write a separator. */
const SEPARATORS = ['/', '\\', '%2f', '%2F', '%5c', '%5C', '%252f', '%255c', '\uff0f', '\uff3c', '/./', '//'];
/** Where an escape would go. */
const TARGETS = [
  'etc/passwd',
  `${OTHER_DEVICE}/secret.txt`,
  'canary.txt',
  '',
  'windows/win.ini',
  `..${'/..'.repeat(8)}/etc/shadow`,
];
/** Whole paths that are hostile by themselves. */
const WHOLE = [
  '/etc/passwd',
  '//etc/passwd',
  '///etc/passwd',
  'etc/passwd',
  '',
  '.',
  '..',
  '/',
  '/dRisk',
  `/dRisk/${OTHER_DEVICE}`,
  `/dRisk/${OTHER_DEVICE}/secret.txt`,
  `/dRisk/DRA-1000011/x`,
  `/dRisk/dra-100001/x`,
  'C:\\Windows\\win.ini',
  'C:/Windows/win.ini',
  'c:',
  '\\\\server\\share\\x',
  '//server/share/x',
  'file:///etc/passwd',
  '\\etc\\passwd',
  `${HOSTILE_ROOT}/\u0000`,
  `${HOSTILE_ROOT}/a\u0000.txt`,
  `${HOSTILE_ROOT}/CON`,
  `${HOSTILE_ROOT}/con.txt`,
  `${HOSTILE_ROOT}/NUL`,
  `${HOSTILE_ROOT}/aux.tar.gz`,
  `${HOSTILE_ROOT}/COM1`,
  `${HOSTILE_ROOT}/lpt9.log`,
  `${HOSTILE_ROOT}/report.`,
  `${HOSTILE_ROOT}/report `,
  `${HOSTILE_ROOT}/file.txt::$DATA`,
  `${HOSTILE_ROOT}/C:`,
  `${HOSTILE_ROOT}/${'a'.repeat(256)}`,
  `${HOSTILE_ROOT}/${'é'.repeat(200)}`,
  `${HOSTILE_ROOT}/${'a/'.repeat(600)}`,
  `${HOSTILE_ROOT}/${'x'.repeat(2000)}`,
];

/** A small seeded generator (mulberry32), so the corpus is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` hostile paths (at least the fixed ones), starting inside `root` or not at all. */
export function hostilePaths(count = 10_000, seed = 11): string[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const corpus = new Set<string>(WHOLE);
  const prefixes = [HOSTILE_ROOT, `${HOSTILE_ROOT}/Photos`, `${HOSTILE_ROOT}/Photos/2024`, '', '/dRisk'];
  while (corpus.size < count) {
    const depth = 1 + Math.floor(random() * 5);
    const separator = pick(SEPARATORS);
    const ups = Array.from({ length: depth }, () => pick(UP));
    const target = pick(TARGETS);
    const lead = random() < 0.85 ? '/' : pick(SEPARATORS);
    corpus.add(`${pick(prefixes)}${lead}${ups.join(separator)}${target ? separator + target : ''}`);
  }
  return [...corpus];
}

/** Every reading a lower layer might give `text`: percent-decoded up to 4 times, NFKC, `\` as `/`. */
function readingsOf(text: string): string[] {
  const forms = new Set([text]);
  let current = text;
  for (let round = 0; round < 4; round++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      current = unescape(current);
    }
    forms.add(current);
  }
  for (const form of [...forms]) forms.add(form.normalize('NFKC'));
  for (const form of [...forms]) forms.add(form.replaceAll('\\', '/').replaceAll('\0', ''));
  for (const form of [...forms]) forms.add(form.replace(/[. ]+(?=\/|$)/g, '').trim());
  return [...forms];
}

/**
 * Whether the names a check let through below the root (`relative`) would leave the root when any reading
 * of them is resolved there: the oracle of the corpus tests. A refused path never escapes.
 */
export function escapes(relative: readonly string[], root = HOSTILE_ROOT): boolean {
  return readingsOf(relative.join('/')).some((reading) => {
    if (/^[a-z]:/i.test(reading) || reading.startsWith('/')) return true;
    const resolved = path.posix.resolve(root, `./${reading}`);
    return resolved !== root && !resolved.startsWith(`${root}/`);
  });
}
