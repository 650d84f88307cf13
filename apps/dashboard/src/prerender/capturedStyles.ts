// Emotion compiles a component's styles (stylis) and inserts them when React commits the component: on a
// phone, most of the cost of Home's first commits. A style the app's cache finds already in the page, named
// in a <style data-prerendered-styles="name …"> tag (adoptPrerenderedStyles.ts), is neither compiled nor
// inserted again. So the build writes the rules Home's first render inserts into Home's page, captured
// from the real app in Chromium (e2e/home-styles.e2e.ts: `npm run home-styles:capture`); they wait with the
// app's scripts, so the first paint (the markup and its critical CSS) does not wait for them.

/** One style of Emotion's cache: its name (the class is `css-{name}`) and its rules, as Emotion made them. */
export interface CapturedStyle {
  name: string;
  rules: string[];
}

/** The file the capture writes: the styles in the order the app inserted them. */
export interface CapturedStyles {
  /** How the file was made and how to make it again. */
  about: string;
  styles: CapturedStyle[];
}

/** The key of Emotion's cache in the browser (its default), which the prerendered tags are written for. */
export const EMOTION_KEY = 'css';

/**
 * The attribute of the <style> tags the build writes, naming the styles each holds: the app's Emotion cache
 * adopts them where they stand (adoptPrerenderedStyles.ts). Not Emotion's own `data-emotion`: Emotion moves
 * every tag of that name twice as its cache is made, and each move adds the tag's style sheet again.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

const STYLE_NAME = /^[\w-]+$/;

/**
 * A <style> tag of prerendered styles: `names` are the styles' names (the class of each is `css-{name}`),
 * `css` their rules. A name that could leave its attribute fails the build.
 */
export function prerenderedStyleTag(names: readonly string[], css: string): string {
  const odd = names.find((name) => !STYLE_NAME.test(name));
  if (odd !== undefined) throw new Error(`not a style's name: ${JSON.stringify(odd)}`);
  // A rule cannot end the tag early: `</` only occurs inside a CSS string, where the escape means the same.
  const safe = css.replace(/<\//g, '\\3c /');
  return `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${names.join(' ')}">${safe}</style>`;
}

const CLASS_OF_STYLE = new RegExp(`\\.${EMOTION_KEY}-([\\w-]+)`);

/**
 * The style a rule Emotion inserted belongs to: `.css-{name}` in a selector (possibly inside @media or
 * @supports), or `@keyframes animation-{name}` (a keyframes is registered under `animation-{name}`).
 * Null for a rule of no style (a global one).
 */
export function styleNameOf(rule: string): string | null {
  const keyframes = /^@keyframes\s+(animation-[\w-]+)/.exec(rule);
  if (keyframes) return keyframes[1];
  const selector = CLASS_OF_STYLE.exec(rule);
  return selector ? selector[1] : null;
}

/**
 * Groups inserted rules by style, in the order each style was first inserted, each rule once. Emotion inserts
 * a style's rules one after the other, so a rule that names no style (an @font-face or @page inside a
 * component's styles) belongs to the style before it: left out, the page would register that style without it.
 */
export function stylesOfRules(rules: readonly string[]): CapturedStyle[] {
  const byName = new Map<string, string[]>();
  let previous: string[] | null = null;
  for (const rule of rules) {
    const name = styleNameOf(rule);
    const own: string[] | null = name === null ? previous : (byName.get(name) ?? null);
    if (own === null) {
      if (name === null) throw new Error(`a rule of no style comes first: ${rule}`);
      const created = [rule];
      byName.set(name, created);
      previous = created;
      continue;
    }
    if (!own.includes(rule)) own.push(rule);
    previous = own;
  }
  return [...byName].map(([name, own]) => ({ name, rules: own }));
}

/**
 * Above this, the captured styles go into another <style> tag: the browser parses a tag's CSS in one go when
 * it is put into the page, and the app's start puts each in in a task of its own (scripts/prerender/startAfterFirstPaint.ts),
 * so no one task parses much more than this (about 4 ms for a phone's CPU at full speed). Counted in
 * characters: the captured CSS is ASCII.
 */
export const CAPTURED_STYLE_TAG_BYTES = 12 * 1024;

/**
 * The <style> tags that register `styles` with Emotion's browser cache, leaving out the ones the page
 * already has (`present`: the critical CSS of its markup). Empty when nothing is left.
 */
export function capturedStyleTags(
  styles: readonly CapturedStyle[],
  present: ReadonlySet<string>,
  tagBytes = CAPTURED_STYLE_TAG_BYTES,
): string {
  const groups: CapturedStyle[][] = [];
  let bytes = 0;
  for (const style of styles) {
    if (present.has(style.name)) continue;
    const size = style.rules.reduce((sum, rule) => sum + rule.length, 0);
    if (groups.length === 0 || bytes + size > tagBytes) {
      groups.push([]);
      bytes = 0;
    }
    groups[groups.length - 1].push(style);
    bytes += size;
  }
  return groups.map(styleTag).join('');
}

function styleTag(styles: CapturedStyle[]): string {
  return prerenderedStyleTag(
    styles.map((style) => style.name),
    styles.flatMap((style) => style.rules).join(''),
  );
}
