// Child-process entry: generates the PGlite bench database into BENCH_PGLITE_DIR while the parent
// prepares the PostgreSQL one, so each has a core. Reports the GeneratedData over IPC.
import { openDatabase } from '@drisk/api/src/db/client';
import { generateBenchData } from './benchGateway';

const { BENCH_PGLITE_DIR: dir, BENCH_GATEWAY_SECRET: secret } = process.env;
if (!dir || !secret || !process.send) throw new Error('Run by bench/run.ts only');
const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
try {
  process.send(await generateBenchData(handle, secret));
} finally {
  await handle.close();
}
