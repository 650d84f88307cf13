import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from './auth/passwordHasher';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { GatewayBus } from './realtime/gatewayBus';

/** What every handler may use: built once per app by buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  passwords: PasswordHasher;
  log: FastifyBaseLogger;
  /** Commands to gateways and refetch signals to users' open apps (also `app.gateways`). */
  gateways: GatewayBus;
}
