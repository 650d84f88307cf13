import type { ApiClient } from '@drisk/data-provider';
import { yieldToBrowser } from '../shared/yieldToBrowser';

/**
 * `call`, with each request sent in a task of its own. Sending a request costs the page's main thread a
 * few milliseconds (on a phone, several times that): the six calls a signed-in Home starts with would
 * otherwise be two long tasks of three, where each is now a short one. The reply's promise is returned at
 * once, so a caller keeps it as before.
 */
export function callEachInOwnTask(
  call: ApiClient['call'],
  nextTask: () => Promise<void> = yieldToBrowser,
): ApiClient['call'] {
  return (name, input, init) => nextTask().then(() => call(name, input, init));
}
