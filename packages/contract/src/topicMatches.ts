/**
 * MQTT topic names and filters (MQTT 3.1.1 §4.7), the one implementation every client of ours uses: the
 * browsers' realtime connection, the api as a client of an external broker, and the broker ACL's topic
 * checks. No zod.
 *
 * - `+` is one whole level, `#` the last level and everything below it (also the parent: `a/#` matches `a`).
 * - Topics starting with `$` (`$SYS/...`) are the broker's: a filter starting with `#` or `+` does not match
 *   them (§4.7.2); a filter spelling out the `$` level does.
 * - `$share/{group}/{filter}` is a shared subscription (brokers deliver each message to one member of the
 *   group): it matches what `{filter}` matches.
 * - A malformed filter (`a/#/b`, `a+`, `sport#`, an empty `$share` group) or a topic name with a wildcard
 *   matches nothing.
 */

const SHARE_PREFIX = '$share/';

/** Whether `topic` is a topic name one may publish to: not empty, no wildcard, no NUL character. */
export function isTopicName(topic: string): boolean {
  return topic.length > 0 && !/[+#]/.test(topic) && !topic.includes('\u0000');
}

/** The filter a `$share/{group}/{filter}` subscription stands for; the filter itself otherwise; null if malformed. */
function plainFilter(filter: string): string | null {
  if (!filter.startsWith(SHARE_PREFIX)) return filter;
  const rest = filter.slice(SHARE_PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  const group = rest.slice(0, slash);
  return /[+#]/.test(group) ? null : rest.slice(slash + 1);
}

/** The levels of a well-formed filter (wildcards only as whole levels, `#` only last), or null. */
function filterLevels(filter: string): string[] | null {
  if (filter.length === 0 || filter.includes('\u0000')) return null;
  const levels = filter.split('/');
  const wellFormed = levels.every(
    (level, index) => (level === '#' && index === levels.length - 1) || level === '+' || !/[+#]/.test(level),
  );
  return wellFormed ? levels : null;
}

/** Whether `filter` is a well-formed topic filter, a `$share/{group}/{filter}` one included. */
export function isTopicFilter(filter: string): boolean {
  const plain = plainFilter(filter);
  return plain !== null && filterLevels(plain) !== null;
}

/** Whether a message published on `topic` is delivered to a subscription to `filter`. */
export function topicMatches(filter: string, topic: string): boolean {
  const plain = plainFilter(filter);
  const wanted = plain === null ? null : filterLevels(plain);
  if (wanted === null || !isTopicName(topic)) return false;
  if (topic.startsWith('$') && (wanted[0] === '#' || wanted[0] === '+')) return false;
  const levels = topic.split('/');
  for (let index = 0; index < wanted.length; index += 1) {
    if (wanted[index] === '#') return true;
    if (index >= levels.length) return false;
    if (wanted[index] !== '+' && wanted[index] !== levels[index]) return false;
  }
  return wanted.length === levels.length;
}
