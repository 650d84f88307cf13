import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPasswordHasher } from '../auth/passwordHasher';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureGatewayCredentials } from '../db/seed/gatewayCredentials';
import { ensureClaimCodes } from '../db/seed/claimCodeFile';
import { ensureSpareGateways } from '../db/seed/spareGateways';
import { seedDemoData } from '../db/seed/seedDemoData';
import { provisionLoadGateways } from './provisionGateways';
import { writeDemoChatFiles } from '../db/seed/demoChats';

const USAGE = `Usage: npm run provision -w @drisk/api -- --devices N

Creates N load-test gateways LOAD-00001..LOAD-N owned by load@example.com (a new password is printed),
and adds their secrets to \${DATA_DIR}/gateway-credentials.json for \`npm run sim -- --devices N\`.
Uses the same DATA_DIR / DATABASE_URL as the api. With the embedded database (PGlite), stop the api first.`;

const MAX_DEVICES = 100_000;

async function main() {
  const { values } = parseArgs({ options: { devices: { type: 'string' }, help: { type: 'boolean' } } });
  const count = Number(values.devices);
  if (values.help || !Number.isInteger(count) || count < 1 || count > MAX_DEVICES) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const passwords = createPasswordHasher(config.passwordHashing);
    const result = await database.withStartupLock(async () => {
      await database.migrate();
      await seedDemoData(database.db, passwords);
      await ensureSpareGateways(database.db);
      await ensureGatewayCredentials(database.db, config.dataDir);
      await ensureClaimCodes(database.db, config.dataDir);
      await writeDemoChatFiles(database.db, config.dataDir);
      return provisionLoadGateways(database.db, passwords, config.dataDir, count);
    });
    console.log(
      [
        `${result.deviceIds.length} load-test gateways ready (${result.created} new): ` +
          `${result.deviceIds[0]}..${result.deviceIds.at(-1)}`,
        `Owner: ${result.email}  password: ${result.password}`,
        `Secrets: ${result.credentialsFile}`,
        `Run them with the demo gateways: npm run sim -- --devices ${result.deviceIds.length + 3}`,
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
