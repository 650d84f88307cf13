import { z } from 'zod';
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

/**
 * Reply messages of stripe/payment-sheet that decide what the screen does (spec 3 §4): normal opens the card
 * dialog with the client secret; upgrade shows the result type; no client secret means paid from credit.
 */
export const PAYMENT_SHEET_MESSAGES = { normal: 'normal', upgrade: 'upgrade' } as const;

export const paymentSheetResult = z.object({
  /** The payment intent's client secret; null when nothing is left to pay. */
  paymentIntent: z.string().nullable(),
  publishableKey: z.string(),
  type: z.string(),
});
export type PaymentSheet = z.infer<typeof paymentSheetResult>;
