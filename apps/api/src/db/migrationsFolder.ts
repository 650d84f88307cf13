import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The drizzle/ folder of this package. Found by walking up from this module, so it works both from
 * src/db/ (tests, tsx) and from the bundled dist/server.js.
 */
export function findMigrationsFolder(from: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(
        'Cannot find the drizzle/ migrations folder of @drisk/api above ' + fileURLToPath(from),
      );
    }
    dir = parent;
  }
}
