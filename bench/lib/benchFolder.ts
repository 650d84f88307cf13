import path from 'node:path';
import { sql } from 'drizzle-orm';
import { STORAGE_ROOT } from '@drisk/contract';
import { createPasswordHasher } from '@drisk/api/src/auth/passwordHasher';
import { openDatabase } from '@drisk/api/src/db/client';
import { ensureGatewayCredentials } from '@drisk/api/src/db/seed/gatewayCredentials';
import { seedDemoData } from '@drisk/api/src/db/seed/seedDemoData';

/** The demo owner's gateway, whose cloud storage holds the bench folder. */
export const FOLDER_DEVICE = 'DRA-100001';
export const FOLDER_DEVICE_NAME = 'dRisk-Alpha';
export const FOLDER_NAME = 'Field captures';
export const FOLDER_PATH = `${STORAGE_ROOT(FOLDER_DEVICE)}/${FOLDER_NAME}`;
export const FOLDER_ENTRIES = 100_000;
/** Of which sub-folders (one per survey site); the rest are files. */
export const FOLDER_SUBFOLDERS = 1_000;
const FOLDER_QUOTA_BYTES = 1_000_000_000_000;
export const FOLDER_OWNER = { email: 'owner@example.com', password: 'Owner#12345' };
// A cheap hash is enough: the bench signs in a handful of times.
const CHEAP_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * A fresh PGlite folder with the demo seed, plus FOLDER_ENTRIES entries in one folder of DRA-100001's cloud
 * storage: rows of `files`, which is all a listing reads (the tree is rows; bytes are read only by a
 * download, which the listing rows do not make, so the files have no bytes and no storage key). Names
 * mix a camera's, a scanner's and people's habits, so they do not arrive in their sorted order; sizes and
 * dates vary over a year. One INSERT ... SELECT generate_series: a few seconds, so nothing is cached.
 */
export async function prepareFolderDatabase(dataDir: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const passwords = createPasswordHasher(CHEAP_HASHING);
    await handle.migrate();
    await seedDemoData(handle.db, passwords);
    await ensureGatewayCredentials(handle.db, dataDir);
    // Room for what the folder holds (about 400 GB), as on a large paid plan.
    await handle.db.execute(
      sql`update devices set storage_quota_bytes = ${FOLDER_QUOTA_BYTES} where device_id = ${FOLDER_DEVICE}`,
    );
    await handle.db.execute(sql`
      insert into files (device_id, path, parent_path, name, type, size_bytes, mime_type, created_at, updated_at)
      values (${FOLDER_DEVICE}, ${FOLDER_PATH}, ${STORAGE_ROOT(FOLDER_DEVICE)}, ${FOLDER_NAME}, 'directory', 0, null, now(), now())`);
    await handle.db.execute(sql`
      insert into files (device_id, path, parent_path, name, type, size_bytes, mime_type, created_at, updated_at)
      select ${FOLDER_DEVICE}, ${FOLDER_PATH} || '/' || name, ${FOLDER_PATH}, name, type, size, mime, at, at
      from (
        select
          case when i <= ${FOLDER_SUBFOLDERS} then 'directory' else 'file' end as type,
          case
            when i <= ${FOLDER_SUBFOLDERS} then 'Site ' || (i * 7919 % 100003)
            when i % 5 = 0 then 'IMG_' || to_char(at, 'YYYYMMDD_HH24MISS') || '_' || i || '.jpg'
            when i % 5 = 1 then 'scan-report-' || lpad(i::text, 6, '0') || '.pdf'
            when i % 5 = 2 then 'capture ' || i || '.pcap'
            when i % 5 = 3 then 'Notes ' || (i * 31 % 100003) || '.txt'
            else 'export_' || i || '.csv'
          end as name,
          case when i <= ${FOLDER_SUBFOLDERS} then 0 else (i * 104729) % 8000000 + 200 end as size,
          case
            when i <= ${FOLDER_SUBFOLDERS} then null
            when i % 5 = 0 then 'image/jpeg'
            when i % 5 = 1 then 'application/pdf'
            when i % 5 = 2 then 'application/vnd.tcpdump.pcap'
            when i % 5 = 3 then 'text/plain'
            else 'text/csv'
          end as mime,
          at
        from (
          select i, now() - make_interval(secs => (i * 7877) % 31536000) as at
          from generate_series(1::bigint, ${FOLDER_ENTRIES}) as i
        ) numbered
      ) generated`);
  } finally {
    await handle.close();
  }
}
