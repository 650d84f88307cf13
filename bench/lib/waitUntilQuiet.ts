import { API_BASE_PATH, routes } from '@drisk/contract';
import { createHttpClient } from './httpLoad';
import { nowMs } from './stats';

/**
 * Waits until the api answers a call that touches no database (user/googleConfig) within 20 ms three
 * times in a row, or 30 s passed: calls an overloaded measurement left queued must not weigh on the next.
 */
export async function waitUntilQuiet(url: string): Promise<void> {
  const client = createHttpClient(url, 1);
  const deadline = Date.now() + 30_000;
  let quiet = 0;
  try {
    while (quiet < 3 && Date.now() < deadline) {
      const sent = nowMs();
      await client.send({ method: 'GET', path: `${API_BASE_PATH}/${routes.googleConfig.path}` });
      quiet = nowMs() - sent < 20 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    client.close();
  }
}
