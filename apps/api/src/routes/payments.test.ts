import {
  DEMO_TEST_CARDS,
  FREE_STORAGE_BYTES,
  SERVER,
  type PaymentSheet,
  type StoragePlan,
} from '@drisk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, devices, paymentEvents, payments, storagePlans } from '../db/schema';
import { DEMO_STORAGE_PLANS, DEMO_WELCOME_CREDIT } from '../db/seed/demoStoragePlans';
import { expireStoragePlans } from '../payments/storagePlanOfDevice';
import { getTestServer, type TestServer } from '../test/testServer';
import { signInDemoUsers } from '../test/demoSessions';

const ALPHA = 'DRA-100001';
const BETA = 'DRB-100002';
const SOLO = 'DRS-100003';
const [BASIC, PLUS, PRO] = DEMO_STORAGE_PLANS;

let server: TestServer;
let owner: string;
let guest: string;
let solo: string;
beforeAll(async () => {
  server = await getTestServer();
  [owner, guest, solo] = await signInDemoUsers(server, 'owner', 'guest', 'solo');
});
afterAll(() => server?.close());

const plans = (token: string, deviceId: string) =>
  server.call<StoragePlan[]>('stripe/storagePlans', { token, body: { device_id: deviceId } });
const sheet = (token: string, deviceId: string, priceId: string) =>
  server.call<PaymentSheet>('stripe/payment-sheet', {
    token,
    body: { device_id: deviceId, price_id: priceId },
  });
const confirm = (token: string, body: Record<string, unknown>) =>
  server.call<{ status: string; error: string | null }>('stripe/demo/confirm', { token, body });
const deviceRow = async (deviceId: string) =>
  (await server.db.select().from(devices).where(eq(devices.deviceId, deviceId)))[0];
const planId = async (priceId: string) =>
  (await server.db.select().from(storagePlans).where(eq(storagePlans.priceId, priceId)))[0].id;

describe('stripe/storagePlans', () => {
  it('lists the plans on sale with the credit balance, none active on a free device', async () => {
    const reply = await plans(owner, ALPHA);
    expect(reply.status).toBe(200);
    expect(reply.body.result.map((plan) => [plan.price_id, plan.amount, plan.active])).toEqual(
      DEMO_STORAGE_PLANS.map((plan) => [plan.priceId, plan.amountCents, 0]),
    );
    expect(reply.body.result.every((plan) => plan.balance === DEMO_WELCOME_CREDIT.amountCents)).toBe(true);
    expect((await deviceRow(ALPHA)).storageQuotaBytes).toBe(FREE_STORAGE_BYTES);
  });

  it('shows a Guest the plans with their own (empty) balance, and refuses a foreign device', async () => {
    const reply = await plans(guest, ALPHA);
    expect(reply.status).toBe(200);
    expect(reply.body.result[0].balance).toBe(0);
    expect((await plans(owner, SOLO)).status).toBe(403);
  });
});

describe('stripe/payment-sheet', () => {
  it('refuses a Guest, a foreign device, a missing and an unknown price', async () => {
    expect((await sheet(guest, ALPHA, PLUS.priceId)).status).toBe(403);
    expect((await sheet(owner, SOLO, PLUS.priceId)).status).toBe(403);
    const missing = await server.call('stripe/payment-sheet', { token: owner, body: { device_id: ALPHA } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('price_id');
    const unknown = await sheet(owner, ALPHA, 'price_nobody_sells');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(SERVER.planNotFound);
    expect(await server.db.select().from(payments)).toEqual([]);
  });

  it('pays a plan the credit covers from the ledger at once, without a client secret', async () => {
    const reply = await sheet(owner, BETA, BASIC.priceId);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ paymentIntent: null, type: 'credit', provider: 'demo' });
    const device = await deviceRow(BETA);
    expect(device.storageQuotaBytes).toBe(BASIC.storageBytes);
    expect(device.storagePlanId).toBe(await planId(BASIC.priceId));
    const days = (device.storageExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(BASIC.durationDays - 0.01);
    expect(days).toBeLessThan(BASIC.durationDays + 0.01);
    const listed = (await plans(owner, BETA)).body.result;
    expect(listed.find((plan) => plan.active === 1)?.price_id).toBe(BASIC.priceId);
    expect(listed[0].balance).toBe(DEMO_WELCOME_CREDIT.amountCents - BASIC.amountCents);
  });

  it('starts a card payment that changes nothing yet; a retried request gets the same intent', async () => {
    const first = await sheet(owner, ALPHA, PLUS.priceId);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ type: 'card', provider: 'demo' });
    expect(first.body.result.paymentIntent).toMatch(/^pi_demo_\w+_secret_\w+$/);
    const again = await sheet(owner, ALPHA, PLUS.priceId);
    expect(again.body.result.paymentIntent).toBe(first.body.result.paymentIntent);
    const rows = await server.db.select().from(payments).where(eq(payments.deviceId, ALPHA));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'requires_payment',
      amountCents: PLUS.amountCents,
      provider: 'demo',
    });
    expect((await deviceRow(ALPHA)).storageQuotaBytes).toBe(FREE_STORAGE_BYTES);
  });
});

describe('the demo provider, end to end through its signed webhook', () => {
  it('declines, asks for authentication, fails it, then succeeds once with the plan granted', async () => {
    const secret = (await sheet(owner, ALPHA, PRO.priceId)).body.result.paymentIntent!;
    const declined = await confirm(owner, { payment_intent: secret, card_number: DEMO_TEST_CARDS.declined });
    expect(declined.body.result).toEqual({
      status: 'requires_payment_method',
      error: SERVER.demoCardDeclined,
    });

    const asks = await confirm(owner, {
      payment_intent: secret,
      card_number: DEMO_TEST_CARDS.requiresAuthentication.replace(/(\d{4})/g, '$1 ').trim(),
    });
    expect(asks.body.result).toEqual({ status: 'requires_action', error: null });
    const failed = await confirm(owner, {
      payment_intent: secret,
      card_number: DEMO_TEST_CARDS.requiresAuthentication,
      authentication: 'fail',
    });
    expect(failed.body.result.status).toBe('requires_payment_method');
    const invalid = await confirm(owner, { payment_intent: secret, card_number: '4111111111111111' });
    expect(invalid.body.result).toEqual({ status: 'requires_payment_method', error: SERVER.demoCardInvalid });
    expect((await deviceRow(ALPHA)).storageQuotaBytes).toBe(FREE_STORAGE_BYTES);

    const ok = await confirm(owner, {
      payment_intent: secret,
      card_number: DEMO_TEST_CARDS.requiresAuthentication,
      authentication: 'approve',
    });
    expect(ok.body.result).toEqual({ status: 'succeeded', error: null });
    const device = await deviceRow(ALPHA);
    expect(device.storageQuotaBytes).toBe(PRO.storageBytes);
    expect(device.storagePlanId).toBe(await planId(PRO.priceId));

    // Confirming again is answered from the record: nothing is paid or granted twice.
    const twice = await confirm(owner, { payment_intent: secret, card_number: DEMO_TEST_CARDS.succeeds });
    expect(twice.body.result.status).toBe('succeeded');
    const [payment] = await server.db
      .select()
      .from(payments)
      .where(and(eq(payments.deviceId, ALPHA), eq(payments.amountCents, PRO.amountCents)));
    expect(payment.status).toBe('succeeded');
    const ledger = await server.db.select().from(creditLedger).where(eq(creditLedger.paymentId, payment.id));
    expect(ledger.map((row) => [row.kind, row.amountCents]).sort()).toEqual([
      ['card_payment', PRO.amountCents],
      ['plan_purchase', -PRO.amountCents],
    ]);
    const events = await server.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id));
    expect(events.map((event) => event.type).sort()).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
    ]);
    expect((await deviceRow(ALPHA)).storageExpiresAt).toEqual(device.storageExpiresAt);
  });

  it("refuses another user's payment, a forged client secret and a bad card field", async () => {
    const secret = (await sheet(owner, ALPHA, PLUS.priceId)).body.result.paymentIntent!;
    const foreign = await confirm(solo, { payment_intent: secret, card_number: DEMO_TEST_CARDS.succeeds });
    expect(foreign.status).toBe(404);
    const forged = await confirm(owner, {
      payment_intent: secret.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
      card_number: DEMO_TEST_CARDS.succeeds,
    });
    expect(forged.status).toBe(404);
    const badCard = await confirm(owner, { payment_intent: secret, card_number: '42' });
    expect(badCard.status).toBe(400);
    expect(badCard.body.message).toContain('card_number');
    expect((await deviceRow(ALPHA)).storagePlanId).toBe(await planId(PRO.priceId));
  });

  it('refuses a webhook without or with a wrong signature, without effect', async () => {
    const before = await server.db.select().from(paymentEvents);
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_demo_x', amount: 1 } },
    });
    const unsigned = await server.call('stripe/webhook', { rawBody: body });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe(SERVER.webhookSignatureInvalid);
    const wrong = await server.call('stripe/webhook', {
      rawBody: body,
      headers: { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(wrong.status).toBe(400);
    expect(await server.db.select().from(paymentEvents)).toEqual(before);
    const garbage = await server.call('stripe/webhook', {
      rawBody: '{"id":',
      headers: { 'stripe-signature': 'x' },
    });
    expect(garbage.status).toBe(400);
  });
});

describe('plan expiry', () => {
  it('falls back to the free size, keeping the record of the plan that ended', async () => {
    await server.db
      .update(devices)
      .set({ storageExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(devices.deviceId, ALPHA));
    expect(await expireStoragePlans(server.db, new Date())).toEqual([ALPHA]);
    const device = await deviceRow(ALPHA);
    expect(device).toMatchObject({ storagePlanId: null, storageQuotaBytes: FREE_STORAGE_BYTES });
    expect((await plans(owner, ALPHA)).body.result.every((plan) => plan.active === 0)).toBe(true);
    expect(await expireStoragePlans(server.db, new Date())).toEqual([]);
  });
});
