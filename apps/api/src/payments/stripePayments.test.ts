import { SERVER, type PaymentSheet, type StoragePlan } from '@drisk/contract';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, devices, paymentEvents, payments, storagePlans } from '../db/schema';
import { startStripeStandIn, type StandInPlan } from '../test/stripeStandIn';
import { getTestServer, type TestServer } from '../test/testServer';
import { signInDemoUsers } from '../test/demoSessions';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';
const ALPHA = 'DRA-100001';
const SOLO = 'DRS-100003';
const GB = 1_000_000_000;
const PLANS: StandInPlan[] = [
  {
    productId: 'prod_s',
    name: 'Stripe 20 GB',
    priceId: 'price_s20',
    amount: 1500,
    metadata: { storage_bytes: String(20 * GB), duration_days: '30' },
  },
  {
    productId: 'prod_l',
    name: 'Stripe 2 TB',
    priceId: 'price_l2000',
    amount: 4900,
    metadata: { storage_bytes: String(2000 * GB), duration_days: '365' },
  },
  // Not a storage plan: its product says nothing about storage.
  { productId: 'prod_mug', name: 'Mug', priceId: 'price_mug', amount: 1200, metadata: {} },
];

const signer = new Stripe('sk_test_signer').webhooks;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let server: TestServer;
let owner: string;
let guest: string;
beforeAll(async () => {
  standIn = await startStripeStandIn(PLANS);
  server = await getTestServer({
    stripe: {
      secretKey: 'sk_test_standin',
      publishableKey: 'pk_test_standin',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: standIn.url,
    },
  });
  [owner, guest] = await signInDemoUsers(server, 'owner', 'guest');
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

const sheet = (token: string, deviceId: string, priceId: string) =>
  server.call<PaymentSheet>('stripe/payment-sheet', {
    token,
    body: { device_id: deviceId, price_id: priceId },
  });

/** Delivers an event as Stripe does: the JSON body and its Stripe-Signature header. */
function deliver(
  event: { id: string; type: string; object: Record<string, unknown> },
  secret = WEBHOOK_SECRET,
) {
  const rawBody = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    data: { object: event.object },
  });
  const signature = signer.generateTestHeaderString({ payload: rawBody, secret });
  return server.call<{ applied: boolean }>('stripe/webhook', {
    rawBody,
    headers: { 'stripe-signature': signature },
  });
}

const intentEvent = (
  id: string,
  type: string,
  intentId: string,
  amount: number,
  metadata: Record<string, string>,
) => ({
  id,
  type,
  object: {
    id: intentId,
    object: 'payment_intent',
    amount,
    amount_received: amount,
    currency: 'usd',
    metadata,
  },
});
const deviceRow = async () => (await server.db.select().from(devices).where(eq(devices.deviceId, ALPHA)))[0];

describe('Stripe: plans from its products and prices', () => {
  it('lists the priced storage products only, mirrored into storage_plans, and reads Stripe once (cached)', async () => {
    const first = await server.call<StoragePlan[]>('stripe/storagePlans', {
      token: owner,
      body: { device_id: ALPHA },
    });
    expect(first.status).toBe(200);
    expect(
      first.body.result.map((plan) => [plan.product_name, plan.price_id, plan.amount, plan.active]),
    ).toEqual([
      ['Stripe 20 GB', 'price_s20', 1500, 0],
      ['Stripe 2 TB', 'price_l2000', 4900, 0],
    ]);
    const mirrored = await server.db
      .select()
      .from(storagePlans)
      .where(eq(storagePlans.priceId, 'price_l2000'));
    expect(mirrored[0]).toMatchObject({ storageBytes: 2000 * GB, durationDays: 365, productId: 'prod_l' });
    await server.call('stripe/storagePlans', { token: guest, body: { device_id: ALPHA } });
    expect(standIn.requests.filter((request) => request.path === '/v1/prices')).toHaveLength(1);
    expect(standIn.requests[0].authorization).toBe('Bearer sk_test_standin');
  });
});

describe('Stripe: payment intents', () => {
  it('refuses a price that is not a plan, a Guest and a foreign device before calling Stripe', async () => {
    const before = standIn.intents.length;
    expect((await sheet(owner, ALPHA, 'price_mug')).status).toBe(400);
    expect((await sheet(guest, ALPHA, 'price_s20')).status).toBe(403);
    expect((await sheet(owner, SOLO, 'price_s20')).status).toBe(403);
    expect(standIn.intents.length).toBe(before);
  });

  it('creates an intent with the price, the device and the user in its metadata, once per retried request', async () => {
    const first = await sheet(owner, ALPHA, 'price_s20');
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({
      paymentIntent: 'pi_standin_1_secret_standin',
      publishableKey: 'pk_test_standin',
      type: 'card',
      provider: 'stripe',
    });
    const again = await sheet(owner, ALPHA, 'price_s20');
    expect(again.body.result.paymentIntent).toBe(first.body.result.paymentIntent);
    expect(standIn.intents).toHaveLength(1);
    const [intent] = standIn.intents;
    expect(intent).toMatchObject({ amount: 1500, currency: 'usd' });
    expect(intent.metadata).toMatchObject({ price_id: 'price_s20', device_id: ALPHA });
    expect(Number(intent.metadata.user_id)).toBeGreaterThan(0);
    expect(intent.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
    expect((await deviceRow()).storagePlanId).toBeNull();
  });

  it('answers 503 with a message when Stripe refuses, and records nothing', async () => {
    standIn.fail(true);
    try {
      const reply = await sheet(owner, ALPHA, 'price_l2000');
      expect(reply.status).toBe(503);
      expect(reply.body.message).toBe(SERVER.paymentsUnavailable);
    } finally {
      standIn.fail(false);
    }
    expect(await server.db.select().from(payments).where(eq(payments.amountCents, 4900))).toEqual([]);
  });
});

describe('Stripe: the signed webhook', () => {
  it('refuses a wrong secret, a tampered body and an old signature, without effect', async () => {
    const intent = standIn.intents[0];
    const event = intentEvent('evt_bad', 'payment_intent.succeeded', intent.id, 1500, intent.metadata);
    expect((await deliver(event, 'whsec_someone_else')).status).toBe(400);

    const rawBody = JSON.stringify({ id: 'evt_bad', type: event.type, data: { object: event.object } });
    const signature = signer.generateTestHeaderString({ payload: rawBody, secret: WEBHOOK_SECRET });
    const tampered = rawBody.replace('1500', '1');
    const reply = await server.call('stripe/webhook', {
      rawBody: tampered,
      headers: { 'stripe-signature': signature },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(SERVER.webhookSignatureInvalid);

    const old = signer.generateTestHeaderString({
      payload: rawBody,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(
      (await server.call('stripe/webhook', { rawBody, headers: { 'stripe-signature': old } })).status,
    ).toBe(400);
    expect(await server.db.select().from(paymentEvents)).toEqual([]);
    expect((await deviceRow()).storagePlanId).toBeNull();
  });

  it('changes the plan on payment_intent.succeeded, once, however often Stripe retries', async () => {
    const intent = standIn.intents[0];
    const event = intentEvent('evt_paid_1', 'payment_intent.succeeded', intent.id, 1500, intent.metadata);
    const replies = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(replies.filter((reply) => reply.body.result.applied)).toHaveLength(1);
    const device = await deviceRow();
    expect(device.storageQuotaBytes).toBe(20 * GB);
    const expiry = device.storageExpiresAt!.getTime();
    expect(Math.round((expiry - Date.now()) / 86_400_000)).toBe(30);

    // Another event about the same intent (Stripe may send one twice under new ids) grants nothing again.
    const duplicate = await deliver({ ...event, id: 'evt_paid_1_again' });
    expect(duplicate.body.result.applied).toBe(true);
    expect((await deviceRow()).storageExpiresAt!.getTime()).toBe(expiry);
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, intent.id));
    expect(payment.status).toBe('succeeded');
    const ledger = await server.db.select().from(creditLedger).where(eq(creditLedger.paymentId, payment.id));
    expect(ledger).toHaveLength(2);
    expect((await sheet(owner, ALPHA, 'price_s20')).body.result.paymentIntent).not.toBe(intent.client_secret);
  });

  it('does not undo a success on a late failure; records refunds and disputes', async () => {
    const intent = standIn.intents[0];
    await deliver(
      intentEvent('evt_late_fail', 'payment_intent.payment_failed', intent.id, 1500, intent.metadata),
    );
    const paymentOf = async () =>
      (await server.db.select().from(payments).where(eq(payments.providerPaymentId, intent.id)))[0];
    expect((await paymentOf()).status).toBe('succeeded');

    const refund = await deliver({
      id: 'evt_refund',
      type: 'charge.refunded',
      object: { id: 'ch_1', object: 'charge', payment_intent: intent.id, amount_refunded: 1500 },
    });
    expect(refund.body.result.applied).toBe(true);
    expect((await paymentOf()).status).toBe('refunded');
    await deliver({
      id: 'evt_dispute',
      type: 'charge.dispute.created',
      object: { id: 'dp_1', object: 'dispute', payment_intent: intent.id, amount: 1500 },
    });
    expect((await paymentOf()).status).toBe('disputed');
    const recorded = await server.db
      .select({ type: paymentEvents.type })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.paymentId, (await paymentOf()).id)));
    expect(recorded.map((row) => row.type)).toEqual(
      expect.arrayContaining(['charge.refunded', 'charge.dispute.created']),
    );
  });

  it('grants nothing when the amount received is not the price, or the intent names no plan', async () => {
    const metadata = {
      price_id: 'price_l2000',
      device_id: ALPHA,
      user_id: standIn.intents[0].metadata.user_id,
    };
    const short = await deliver(
      intentEvent('evt_short', 'payment_intent.succeeded', 'pi_unknown_short', 100, metadata),
    );
    expect(short.status).toBe(200);
    expect((await deviceRow()).storageQuotaBytes).toBe(20 * GB);
    const stray = await deliver(
      intentEvent('evt_stray', 'payment_intent.succeeded', 'pi_stray', 4900, {
        price_id: 'price_mug',
        device_id: ALPHA,
        user_id: '1',
      }),
    );
    expect(stray.status).toBe(200);
    expect((await deviceRow()).storageQuotaBytes).toBe(20 * GB);
  });

  it('grants a plan paid for in a request this api never saw, from the intent metadata', async () => {
    const metadata = {
      price_id: 'price_l2000',
      device_id: ALPHA,
      user_id: standIn.intents[0].metadata.user_id,
    };
    const reply = await deliver(
      intentEvent('evt_other_node', 'payment_intent.succeeded', 'pi_other_node', 4900, metadata),
    );
    expect(reply.body.result.applied).toBe(true);
    expect((await deviceRow()).storageQuotaBytes).toBe(2000 * GB);
  });
});
