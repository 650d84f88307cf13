import { z } from 'zod';
import { PAYMENT_INTENT_STATUSES, PAYMENT_PROVIDERS } from '../constants';

export { PAYMENT_SHEET_MESSAGES, PAYMENT_TYPES } from '../constants';
import { deviceId, flag } from './common';

/** Storage plans paid by card (spec 3 §2.7, §3, §4, §7). */

export const storagePlan = z.object({
  product_id: z.string(),
  product_name: z.string(),
  price_id: z.string(),
  /** Price in cents; shown divided by 100 in dollars. */
  amount: z.number().int(),
  /** 1 marks the device's current plan. */
  active: flag,
  /** Credit balance in cents; the screen reads it from the first plan. */
  balance: z.number(),
});
export type StoragePlan = z.infer<typeof storagePlan>;

export const storagePlansRequest = z.object({ device_id: deviceId });
export const storagePlansResult = z.array(storagePlan);

export const paymentSheetRequest = z.object({
  price_id: z.string().trim().min(1, { error: 'is required' }).max(255),
  device_id: deviceId,
});

export const paymentSheetResult = z.object({
  /** The payment intent's client secret; null when nothing is left to pay. */
  paymentIntent: z.string().nullable(),
  publishableKey: z.string(),
  type: z.string(),
  /** Who confirms the card: Stripe Elements, or the built-in demo provider's dialog. */
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type PaymentSheet = z.infer<typeof paymentSheetResult>;

/**
 * A payment provider's event (Stripe's webhook shape): only id and type are read before the signature over
 * the raw body is checked; the rest is read from the verified event.
 */
export const paymentWebhookRequest = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
});
export const paymentWebhookResult = z.object({
  /** False when the event had been applied before (a retry): nothing changed. */
  applied: z.boolean(),
});

/** The demo provider's stand-in for Stripe Elements' confirmPayment: a test card number and, if asked, 3-D Secure. */
export const demoConfirmRequest = z.object({
  /** The client secret stripe/payment-sheet gave. */
  payment_intent: z.string().trim().min(1, { error: 'is required' }).max(255),
  card_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'must be 12 to 19 digits' })),
  /** The answer to the authentication step of a card that needs it; absent until asked. */
  authentication: z.enum(['approve', 'fail']).optional(),
});
export const demoConfirmResult = z.object({
  status: z.enum(PAYMENT_INTENT_STATUSES),
  /** The card's error, as Stripe would word it, when it was refused. */
  error: z.string().nullable(),
});
