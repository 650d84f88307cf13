import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../db/client';
import { storagePlans } from '../db/schema';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from './paymentProvider';

/** The publishable key the browser gets from the demo provider (it never reaches Stripe). */
export const DEMO_PUBLISHABLE_KEY = 'pk_demo_no_card_is_charged';

/** Signs and checks the demo provider's events with Stripe's own webhook scheme (offline: no key is used). */
const signer = new Stripe('sk_demo_offline').webhooks;

export interface DemoPaymentProvider extends PaymentProvider {
  readonly kind: 'demo';
  /** The payment intent id inside a client secret this provider issued; null for anything else. */
  intentOfClientSecret(clientSecret: string): string | null;
  /** A webhook body and its Stripe-Signature header, as Stripe would send them. */
  signEvent(type: string, object: Record<string, unknown>): { rawBody: string; signature: string };
}

/**
 * The built-in demo provider: the plans on sale are the storage_plans rows, payment intents are stateless
 * (the id is derived from the idempotency key, the client secret carries an HMAC of the id), and its events
 * are signed like Stripe's with a secret made at start, so they travel the same verified webhook path.
 */
export function createDemoProvider(
  db: Database,
  secret: string = randomBytes(32).toString('hex'),
): DemoPaymentProvider {
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('hex').slice(0, 32);
  const secretOf = (intentId: string) => `${intentId}_secret_${mac(`client:${intentId}`)}`;

  return {
    kind: 'demo',
    publishableKey: DEMO_PUBLISHABLE_KEY,

    async listPlans() {
      const rows = await db.select().from(storagePlans).where(eq(storagePlans.isOffered, true));
      return rows
        .map((row) => ({
          productId: row.productId,
          productName: row.productName,
          priceId: row.priceId,
          amountCents: row.amountCents,
          currency: row.currency,
          storageBytes: row.storageBytes,
          durationDays: row.durationDays,
        }))
        .sort((a, b) => a.amountCents - b.amountCents);
    },

    async createPaymentIntent({ idempotencyKey }) {
      const id = `pi_demo_${mac(`intent:${idempotencyKey}`).slice(0, 24)}`;
      return { id, clientSecret: secretOf(id) };
    },

    intentOfClientSecret(clientSecret) {
      const match = /^(pi_demo_[0-9a-f]{24})_secret_[0-9a-f]{32}$/.exec(clientSecret);
      if (!match) return null;
      const expected = Buffer.from(secretOf(match[1]));
      const given = Buffer.from(clientSecret);
      return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
    },

    signEvent(type, object) {
      const rawBody = JSON.stringify({
        id: `evt_demo_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      return { rawBody, signature: signer.generateTestHeaderString({ payload: rawBody, secret }) };
    },

    verifyEvent(rawBody, signature): ProviderEvent {
      if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
      try {
        const event = signer.constructEvent(rawBody, signature, secret);
        return {
          id: event.id,
          type: event.type,
          object: event.data.object as unknown as Record<string, unknown>,
        };
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
    },
  };
}
