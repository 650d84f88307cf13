import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, idColumn, updatedAt } from './columns';
import { devices } from './devices';

/** A cloud storage plan offered for sale (product and price ids of the card payment provider). */
export const storagePlans = pgTable(
  'storage_plans',
  {
    id: idColumn(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    priceId: text('price_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    storageBytes: bigint('storage_bytes', { mode: 'number' }).notNull(),
    durationDays: integer('duration_days').notNull(),
    /** Offered for sale. */
    isOffered: boolean('is_offered').notNull().default(true),
  },
  (t) => [uniqueIndex('storage_plans_price_unique').on(t.priceId)],
);

/** A card payment for a storage plan. */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceId: text('device_id').references(() => devices.deviceId, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => storagePlans.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider').notNull().default('stripe'),
    /** The provider's payment intent id. */
    providerPaymentId: text('provider_payment_id').notNull(),
    /** requires_payment | processing | succeeded | failed | canceled | refunded | disputed */
    status: text('status').notNull().default('requires_payment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_unique').on(t.provider, t.providerPaymentId),
    index('payments_user_idx').on(t.userId),
    check(
      'payments_status',
      sql`${t.status} in ('requires_payment', 'processing', 'succeeded', 'failed', 'canceled', 'refunded', 'disputed')`,
    ),
  ],
);

/** A file or folder in a device's cloud storage, under /dRisk/{device_id}/. */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    /** Full path, e.g. /dRisk/DRA-100001/Photos/cat.jpg. */
    path: text('path').notNull(),
    /** The folder holding it (/dRisk/DRA-100001/Photos), so a listing is one indexed lookup. */
    parentPath: text('parent_path').notNull(),
    name: text('name').notNull(),
    /** file | directory */
    type: text('type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    mimeType: text('mime_type'),
    /** Where the bytes are: a path under DATA_DIR or an object key in the S3-compatible store. */
    storageKey: text('storage_key'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('files_device_path_unique').on(t.deviceId, t.path),
    // A folder's listing in its shown order, and each page of it, is one range of this index: 'directory'
    // sorts before 'file', so (type, name) puts folders first (files_type allows only these two).
    index('files_device_parent_type_name_idx').on(t.deviceId, t.parentPath, t.type, t.name),
    check('files_type', sql`${t.type} in ('file', 'directory')`),
  ],
);
