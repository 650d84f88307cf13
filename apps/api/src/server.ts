import path from 'node:path';
import { buildApp } from './app';
import { createPasswordHasher } from './auth/passwordHasher';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed/demoAccounts';
import { ensureClaimCodes } from './db/seed/claimCodeFile';
import { ensureGatewayCredentials, gatewayCredentialsPath } from './db/seed/gatewayCredentials';
import { ensureSpareGateways } from './db/seed/spareGateways';
import { seedDemoData } from './db/seed/seedDemoData';
import { writeDemoChatFiles } from './db/seed/demoChats';
import { writeDemoCloudFiles } from './db/seed/demoCloudFiles';
import { startEmbeddedAnalyze } from './jobs/embeddedAnalyze';
import { blobStoreOf } from './storage/blobStoreOf';

/** The demo accounts as a table for the console. */
function demoAccountsTable(): string {
  const rows = DEMO_ACCOUNTS.map((a) => [a.email, a.password, a.name, a.type]);
  const header = ['e-mail', 'password', 'name', 'type'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => '  ' + cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** `node dist/server.js`: configuration from the environment, migrate, seed on first start, listen. */
async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    (error) => console.error('Database connection error:', error.message),
  );
  const seeded = await database.withStartupLock(async () => {
    await database.migrate();
    const fresh = await seedDemoData(database.db, createPasswordHasher(config.passwordHashing));
    // The demo gateways' secrets, for the simulator (renewed when the file is gone or stale).
    await ensureSpareGateways(database.db);
    await ensureGatewayCredentials(database.db, config.dataDir);
    await ensureClaimCodes(database.db, config.dataDir);
    await writeDemoChatFiles(database.db, config.dataDir);
    await writeDemoCloudFiles(database.db, blobStoreOf(config));
    return fresh;
  });

  const app = await buildApp({ config, db: database.db });
  const analyze = database.kind === 'pglite' ? startEmbeddedAnalyze(database.db, app.log) : null;
  app.addHook('onClose', async () => {
    await analyze?.stop();
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const broker = await app.realtime.listen({
    host: config.host,
    wsPort: config.mqttWsPort,
    tcpPort: config.mqttTcpPort,
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  console.log(
    [
      '',
      `dRisk is running on http://localhost:${port}  (public address ${config.publicUrl})`,
      `Database: ${where}${seeded ? ', demo data seeded now' : ''}`,
      broker
        ? `MQTT broker (embedded): ws://localhost:${broker.wsPort}/mqtt` +
          (broker.tcpPort !== null ? `, mqtt://localhost:${broker.tcpPort}` : '')
        : `MQTT broker (external): ${config.mqttUrl}`,
      `Gateway credentials: ${gatewayCredentialsPath(config.dataDir)}`,
      `E-mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `.eml files in ${path.join(config.dataDir, 'outbox')}`}`,
      '',
      'Demo accounts:',
      demoAccountsTable(),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
