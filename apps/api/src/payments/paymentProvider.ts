import type { PaymentProviderKind } from '@drisk/contract';

/** A storage plan as the provider sells it. */
export interface ProviderPlan {
  productId: string;
  productName: string;
  priceId: string;
  amountCents: number;
  currency: string;
  storageBytes: number;
  durationDays: number;
}

/** What a payment is for, carried in the payment intent's metadata (and read back from its events). */
export interface PaymentMetadata {
  price_id: string;
  device_id: string;
  user_id: string;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
}

/** A verified event of the provider (Stripe's event shape: id, type and the object it concerns). */
export interface ProviderEvent {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

/** The webhook's signature is missing or wrong: the event is refused without effect. */
export class WebhookSignatureError extends Error {}

/** The provider's api refused or could not be reached. */
export class ProviderUnavailableError extends Error {}

/**
 * Who takes card payments: Stripe, or the built-in demo provider. Both run the same flow: a payment intent
 * with the plan's price, then a signed `payment_intent.succeeded` event that alone changes the plan.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Given to the browser with each client secret. */
  readonly publishableKey: string;
  /** The plans on sale. */
  listPlans(): Promise<ProviderPlan[]>;
  /** A payment intent; the same idempotency key gives the same intent (a retried request pays once). */
  createPaymentIntent(input: {
    amountCents: number;
    currency: string;
    metadata: PaymentMetadata;
    idempotencyKey: string;
  }): Promise<CreatedPaymentIntent>;
  /** Checks the signature over the exact raw body and returns the event; throws WebhookSignatureError. */
  verifyEvent(rawBody: string, signature: string | undefined): ProviderEvent;
}
