/** Whether an MQTT topic matches a topic filter with + and # wildcards (a $share/<group>/ prefix is ignored). */
export function topicMatches(filter: string, topic: string): boolean {
  const plainFilter = filter.startsWith('$share/') ? filter.split('/').slice(2).join('/') : filter;
  const wanted = plainFilter.split('/');
  const levels = topic.split('/');
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i] === '#') return true;
    if (i >= levels.length) return false;
    if (wanted[i] !== '+' && wanted[i] !== levels[i]) return false;
  }
  return wanted.length === levels.length;
}
