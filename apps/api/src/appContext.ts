import type { FastifyBaseLogger } from 'fastify';
import type { CompanyStandingCache } from './auth/companyStanding';
import type { DeviceAccessCache } from './auth/deviceAccessCache';
import type { PasswordHasher } from './auth/passwordHasher';
import type { SessionCache } from './auth/sessionCache';
import type { DataVersions } from './cache/dataVersions';
import type { ChatRooms } from './chat/chatRooms';
import type { CompanyUserDirectory } from './admin/companyUserDirectory';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { PaymentService } from './payments/paymentService';
import type { GatewayBus } from './realtime/gatewayBus';
import type { ProfileCache } from './users/profileCache';

/** What every handler may use: built once per app by buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  passwords: PasswordHasher;
  log: FastifyBaseLogger;
  /** Commands to gateways and refetch signals to users' open apps (also `app.gateways`). */
  gateways: GatewayBus;
  /** Writers report here what they changed (after commit), so the in-memory caches below drop it. */
  versions: DataVersions;
  /** Live sessions checked a moment ago (authenticate). */
  sessionCache: SessionCache;
  /** (user, device) mappings checked a moment ago (hot read paths). */
  deviceAccess: DeviceAccessCache;
  /** Callers' company standing checked a moment ago (company-scoped routes). */
  companyStanding: CompanyStandingCache;
  /** Signed-in users' own profiles (GET user/profile) read a moment ago. */
  profiles: ProfileCache;
  /** Each company's user profiles, for the admin console's User Profile list. */
  companyUsers: CompanyUserDirectory;
  /** Storage plans, card payments (Stripe or the demo provider) and their webhook events. */
  payments: PaymentService;
  /** The chat server's rooms: removals and deletions take effect on open sockets, on every node. */
  chat: ChatRooms;
}
