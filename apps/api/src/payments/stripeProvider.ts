import Stripe from 'stripe';
import type { StripeConfig } from '../config';
import {
  ProviderUnavailableError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPlan,
} from './paymentProvider';

/** How long the plans read from Stripe are reused before asking again. */
export const STRIPE_PLANS_CACHE_MS = 5 * 60_000;

/**
 * Product metadata that makes a Stripe price a storage plan: `storage_bytes` (the quota it grants) and
 * `duration_days` (how long it lasts). Prices of products without them are not plans and are left out.
 */
function planOf(price: Stripe.Price): ProviderPlan | null {
  const product = price.product;
  if (!product || typeof product === 'string' || product.deleted) return null;
  if (!product.active || price.unit_amount === null) return null;
  const storageBytes = Number(product.metadata.storage_bytes);
  const durationDays = Number(product.metadata.duration_days);
  if (!Number.isSafeInteger(storageBytes) || storageBytes <= 0) return null;
  if (!Number.isSafeInteger(durationDays) || durationDays <= 0) return null;
  return {
    productId: product.id,
    productName: product.name,
    priceId: price.id,
    amountCents: price.unit_amount,
    currency: price.currency,
    storageBytes,
    durationDays,
  };
}

/** Stripe: plans from its products and prices, PaymentIntents, and its signed webhooks. */
export function createStripeProvider(config: StripeConfig, now: () => number = Date.now): PaymentProvider {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
  let cached: { plans: ProviderPlan[]; at: number } | null = null;

  return {
    kind: 'stripe',
    publishableKey: config.publishableKey,

    async listPlans() {
      if (cached && now() - cached.at < STRIPE_PLANS_CACHE_MS) return cached.plans;
      const plans: ProviderPlan[] = [];
      try {
        for await (const price of stripe.prices.list({
          active: true,
          limit: 100,
          expand: ['data.product'],
        })) {
          const plan = planOf(price);
          if (plan) plans.push(plan);
        }
      } catch (error) {
        throw new ProviderUnavailableError(`Stripe prices: ${(error as Error).message}`);
      }
      plans.sort((a, b) => a.amountCents - b.amountCents);
      cached = { plans, at: now() };
      return plans;
    },

    async createPaymentIntent({ amountCents, currency, metadata, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            metadata: { ...metadata },
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey },
        );
        if (!intent.client_secret) throw new Error('no client secret');
        return { id: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        throw new ProviderUnavailableError(`Stripe payment intent: ${(error as Error).message}`);
      }
    },

    verifyEvent(rawBody, signature): ProviderEvent {
      if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}
