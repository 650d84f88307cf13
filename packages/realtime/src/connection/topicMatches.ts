/**
 * Whether `topic` matches the subscription `filter`, with the MQTT wildcards `+` (one level) and
 * `#` (this level and all below). Topics starting with `$` match only filters that spell the `$` out.
 */
export function topicMatches(filter: string, topic: string): boolean {
  if (filter === topic) return true;
  if (topic.startsWith('$') && !filter.startsWith('$')) return false;
  const filterLevels = filter.split('/');
  const topicLevels = topic.split('/');
  for (let index = 0; index < filterLevels.length; index += 1) {
    const level = filterLevels[index];
    if (level === '#') return true;
    if (index >= topicLevels.length) return false;
    if (level !== '+' && level !== topicLevels[index]) return false;
  }
  return filterLevels.length === topicLevels.length;
}
