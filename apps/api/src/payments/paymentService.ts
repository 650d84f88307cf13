import { createHash } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  DEMO_TEST_CARDS,
  PAYMENT_SHEET_MESSAGES,
  PAYMENT_TYPES,
  SERVER,
  type PaymentIntentStatus,
} from '@drisk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { creditLedger, devices, paymentEvents, payments, storagePlans, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { creditBalance } from './creditBalance';
import type { DemoPaymentProvider } from './demoProvider';
import {
  ProviderUnavailableError,
  WebhookSignatureError,
  type PaymentMetadata,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPlan,
} from './paymentProvider';
import { grantStoragePlan } from './storagePlanOfDevice';

type PlanRow = typeof storagePlans.$inferSelect;

/** A pending card payment's idempotency key stays the same for this long, so a retried request pays once. */
export const PAYMENT_IDEMPOTENCY_WINDOW_MS = 60 * 60_000;

/** Payment statuses (the payments table) of Stripe's events. */
const STATUS_OF_EVENT: Record<string, string> = {
  'payment_intent.processing': 'processing',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
  'charge.refunded': 'refunded',
  'charge.dispute.created': 'disputed',
};

export interface PaymentServiceOptions {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Reports the devices whose plan changed (caches drop them). */
  devicesChanged?: (deviceIds: string[]) => void;
  now?: () => Date;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Storage plans for sale, paying for them, and the provider's events that change a device's plan. */
export function createPaymentService({
  db,
  provider,
  log,
  devicesChanged,
  now = () => new Date(),
}: PaymentServiceOptions) {
  let syncedFrom: ProviderPlan[] | null = null;

  /** The provider's plans, mirrored into storage_plans so payments and devices can name them. */
  async function plansOnSale(): Promise<PlanRow[]> {
    let offered: ProviderPlan[];
    try {
      offered = await provider.listPlans();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        log.error({ err: error }, 'Could not read the storage plans');
        throw new HttpError(503, SERVER.paymentsUnavailable);
      }
      throw error;
    }
    if (offered.length === 0) return [];
    if (provider.kind === 'stripe' && offered !== syncedFrom) {
      for (const plan of offered) {
        const values = { ...plan, isOffered: true };
        await db
          .insert(storagePlans)
          .values(values)
          .onConflictDoUpdate({ target: storagePlans.priceId, set: values });
      }
      syncedFrom = offered;
    }
    const rows = await db
      .select()
      .from(storagePlans)
      .where(
        inArray(
          storagePlans.priceId,
          offered.map((plan) => plan.priceId),
        ),
      );
    const order = new Map(offered.map((plan, index) => [plan.priceId, index]));
    return rows.sort((a, b) => order.get(a.priceId)! - order.get(b.priceId)!);
  }

  /** stripe/storagePlans: the plans, the device's running one marked, and the caller's credit balance. */
  async function listPlans(userId: number, deviceId: string) {
    const [plans, balance, [device]] = await Promise.all([
      plansOnSale(),
      creditBalance(db, userId),
      db
        .select({ planId: devices.storagePlanId, expiresAt: devices.storageExpiresAt })
        .from(devices)
        .where(eq(devices.deviceId, deviceId)),
    ]);
    const running = device?.expiresAt && device.expiresAt > now() ? device.planId : null;
    return plans.map((plan) => ({
      product_id: plan.productId,
      product_name: plan.productName,
      price_id: plan.priceId,
      amount: plan.amountCents,
      active: plan.id === running ? (1 as const) : (0 as const),
      balance,
    }));
  }

  /**
   * stripe/payment-sheet: a plan the credit covers is bought from it at once; otherwise a payment intent for
   * the price, which changes nothing until the provider's signed event says the money arrived.
   */
  async function startPayment(userId: number, deviceId: string, priceId: string) {
    const plan = (await plansOnSale()).find((row) => row.priceId === priceId);
    if (!plan) {
      throw new HttpError(400, SERVER.planNotFound, {
        errors: [{ field: 'price_id', message: SERVER.planNotFound }],
      });
    }
    const paidFromCredit = await db.transaction(async (tx) => {
      // One purchase at a time per user, so two at once cannot spend the same credit.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if ((await creditBalance(tx, userId)) < plan.amountCents) return false;
      await tx.insert(creditLedger).values({
        userId,
        deviceId,
        amountCents: -plan.amountCents,
        kind: 'plan_purchase',
        note: plan.productName,
      });
      await grantStoragePlan(tx, deviceId, plan, now());
      return true;
    });
    if (paidFromCredit) {
      devicesChanged?.([deviceId]);
      return {
        message: PAYMENT_SHEET_MESSAGES.normal,
        result: {
          paymentIntent: null,
          publishableKey: provider.publishableKey,
          type: PAYMENT_TYPES.credit,
          provider: provider.kind,
        },
      };
    }

    // The same request retried (a double click, a lost reply) gets the same intent: the key names the user,
    // device, plan, how many plans the device has bought, and the hour.
    const [{ bought }] = await db
      .select({ bought: count() })
      .from(payments)
      .where(and(eq(payments.deviceId, deviceId), eq(payments.status, 'succeeded')));
    const window = Math.floor(now().getTime() / PAYMENT_IDEMPOTENCY_WINDOW_MS);
    const idempotencyKey = createHash('sha256')
      .update(`storage-plan:${userId}:${deviceId}:${priceId}:${bought}:${window}`)
      .digest('hex');
    const metadata: PaymentMetadata = { price_id: priceId, device_id: deviceId, user_id: String(userId) };
    let intent;
    try {
      intent = await provider.createPaymentIntent({
        amountCents: plan.amountCents,
        currency: plan.currency,
        metadata,
        idempotencyKey,
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        log.error({ err: error }, 'Could not create a payment intent');
        throw new HttpError(503, SERVER.paymentsUnavailable);
      }
      throw error;
    }
    await db
      .insert(payments)
      .values({
        userId,
        deviceId,
        planId: plan.id,
        amountCents: plan.amountCents,
        currency: plan.currency,
        provider: provider.kind,
        providerPaymentId: intent.id,
      })
      .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] });
    return {
      message: PAYMENT_SHEET_MESSAGES.normal,
      result: {
        paymentIntent: intent.clientSecret,
        publishableKey: provider.publishableKey,
        type: PAYMENT_TYPES.card,
        provider: provider.kind,
      },
    };
  }

  /** The payment row an event concerns, locked; created from the intent's metadata if this api never saw it. */
  async function paymentOf(tx: Queryable, intentId: string, intent: Record<string, unknown> | null) {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider.kind), eq(payments.providerPaymentId, intentId)))
      .for('update');
    if (row || !intent) return row ?? null;
    const metadata = (intent.metadata ?? {}) as Record<string, unknown>;
    const userId = Number(text(metadata.user_id));
    const [plan] = await tx
      .select()
      .from(storagePlans)
      .where(eq(storagePlans.priceId, text(metadata.price_id) ?? ''));
    const [device] = await tx
      .select({ deviceId: devices.deviceId })
      .from(devices)
      .where(eq(devices.deviceId, text(metadata.device_id) ?? ''));
    if (!plan || !device || !Number.isSafeInteger(userId)) return null;
    const [created] = await tx
      .insert(payments)
      .values({
        userId,
        deviceId: device.deviceId,
        planId: plan.id,
        // What the plan costs, not what the event says: the succeeded check compares the two.
        amountCents: plan.amountCents,
        currency: plan.currency,
        provider: provider.kind,
        providerPaymentId: intentId,
      })
      .returning();
    return created;
  }

  /** Applies one verified event; false when it had been applied before. */
  async function applyEvent(event: ProviderEvent): Promise<boolean> {
    const changed: string[] = [];
    const applied = await db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(paymentEvents)
        .values({ provider: provider.kind, eventId: event.id, type: event.type, payload: event.object })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!recorded) return false;

      const isIntent = event.type.startsWith('payment_intent.');
      const intentId = isIntent ? text(event.object.id) : text(event.object.payment_intent);
      if (!intentId) return true;
      const payment = await paymentOf(tx, intentId, isIntent ? event.object : null);
      if (!payment) {
        log.warn({ event: event.id, type: event.type }, 'Payment event for no known payment: recorded only');
        return true;
      }
      await tx.update(paymentEvents).set({ paymentId: payment.id }).where(eq(paymentEvents.id, recorded.id));

      if (event.type === 'payment_intent.succeeded') {
        if (payment.status === 'succeeded') return true;
        const received = event.object.amount_received ?? event.object.amount;
        if (received !== payment.amountCents) {
          log.error(
            { event: event.id, received, expected: payment.amountCents },
            'Payment amount differs: plan not granted',
          );
          return true;
        }
        await tx
          .update(payments)
          .set({ status: 'succeeded', updatedAt: now() })
          .where(eq(payments.id, payment.id));
        const [plan] = payment.planId
          ? await tx.select().from(storagePlans).where(eq(storagePlans.id, payment.planId))
          : [];
        if (!plan || !payment.deviceId || !payment.userId) return true;
        await tx.insert(creditLedger).values([
          {
            userId: payment.userId,
            deviceId: payment.deviceId,
            paymentId: payment.id,
            amountCents: payment.amountCents,
            kind: 'card_payment',
            note: intentId,
          },
          {
            userId: payment.userId,
            deviceId: payment.deviceId,
            paymentId: payment.id,
            amountCents: -plan.amountCents,
            kind: 'plan_purchase',
            note: plan.productName,
          },
        ]);
        await grantStoragePlan(tx, payment.deviceId, plan, now());
        changed.push(payment.deviceId);
        return true;
      }
      const status = STATUS_OF_EVENT[event.type];
      // A late failure never undoes a success; refunds and disputes are recorded on the payment.
      const final = payment.status === 'succeeded' && !['refunded', 'disputed'].includes(status ?? '');
      if (status && !final) {
        await tx.update(payments).set({ status, updatedAt: now() }).where(eq(payments.id, payment.id));
      }
      return true;
    });
    if (changed.length > 0) devicesChanged?.(changed);
    return applied;
  }

  /** stripe/webhook: verifies the signature over the raw body first; a bad one changes nothing. */
  async function receiveWebhook(rawBody: string, signature: string | undefined) {
    let event: ProviderEvent;
    try {
      event = provider.verifyEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        log.warn({ reason: error.message }, 'Webhook refused: bad signature');
        throw new HttpError(400, SERVER.webhookSignatureInvalid);
      }
      throw error;
    }
    return { applied: await applyEvent(event) };
  }

  /**
   * stripe/demo/confirm: the demo provider's card dialog. A test card decides the outcome, which arrives as a
   * signed event through receiveWebhook, exactly as Stripe's would.
   */
  async function confirmDemoPayment(
    userId: number,
    input: { payment_intent: string; card_number: string; authentication?: 'approve' | 'fail' },
  ): Promise<{ status: PaymentIntentStatus; error: string | null }> {
    if (provider.kind !== 'demo') throw new HttpError(404, SERVER.demoProviderOnly);
    const demo = provider as DemoPaymentProvider;
    const intentId = demo.intentOfClientSecret(input.payment_intent);
    const [payment] = intentId
      ? await db
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.provider, 'demo'),
              eq(payments.providerPaymentId, intentId),
              eq(payments.userId, userId),
            ),
          )
      : [];
    if (!intentId || !payment) throw new HttpError(404, SERVER.paymentNotFound);
    if (payment.status === 'succeeded') return { status: 'succeeded', error: null };

    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount: payment.amountCents,
      amount_received: 0,
      currency: payment.currency,
      metadata: { price_id: '', device_id: payment.deviceId ?? '', user_id: String(userId) },
    };
    const send = async (type: string, object: Record<string, unknown>) => {
      const { rawBody, signature } = demo.signEvent(type, object);
      await receiveWebhook(rawBody, signature);
    };
    const card = input.card_number;
    const needsAuthentication = card === DEMO_TEST_CARDS.requiresAuthentication;
    if (needsAuthentication && !input.authentication) return { status: 'requires_action', error: null };
    if (card === DEMO_TEST_CARDS.succeeds || (needsAuthentication && input.authentication === 'approve')) {
      await send('payment_intent.succeeded', {
        ...intent,
        amount_received: payment.amountCents,
        status: 'succeeded',
      });
      return { status: 'succeeded', error: null };
    }
    if (card === DEMO_TEST_CARDS.declined || needsAuthentication) {
      const error = needsAuthentication ? SERVER.demoAuthenticationFailed : SERVER.demoCardDeclined;
      await send('payment_intent.payment_failed', {
        ...intent,
        status: 'requires_payment_method',
        last_payment_error: { message: error },
      });
      return { status: 'requires_payment_method', error };
    }
    return { status: 'requires_payment_method', error: SERVER.demoCardInvalid };
  }

  return { provider, listPlans, startPayment, receiveWebhook, applyEvent, confirmDemoPayment };
}
