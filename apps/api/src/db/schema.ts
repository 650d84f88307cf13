/** The whole product's tables. drizzle-kit reads this file to generate migrations into apps/api/drizzle. */
export * from './schema/accounts';
export * from './schema/devices';
export * from './schema/notifications';
export * from './schema/groups';
export * from './schema/scans';
export * from './schema/storage';
export * from './schema/exports';
export * from './schema/audit';
export * from './schema/paymentLedger';
export * from './schema/twoFactor';
export * from './schema/passkeys';
