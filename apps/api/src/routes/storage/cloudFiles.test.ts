import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describeCloudFileRoutes } from './cloudFileRoutesSuite';

describeCloudFileRoutes('local disk', async () => ({
  overrides: {},
  async stored(server) {
    const entries = await readdir(path.join(server.config.dataDir, 'cloud'), {
      recursive: true,
      withFileTypes: true,
    });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  },
  stop: async () => {},
}));
