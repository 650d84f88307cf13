import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from './auth/passwordHasher';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';

/** What every handler may use: built once per app by buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  passwords: PasswordHasher;
  log: FastifyBaseLogger;
}
