import { defineRoute } from './defineRoute';
import { access, ANY_ROLE, OWNER_ONLY } from './access';
import * as payment from '../schemas/payment';

/** Storage plans paid by card (spec 3). */
export const paymentRoutes = {
  storagePlans: defineRoute({
    method: 'POST',
    path: 'stripe/storagePlans',
    access: access.device(ANY_ROLE),
    source: '3',
    body: payment.storagePlansRequest,
    result: payment.storagePlansResult,
    summary: 'Cloud storage plans with the current one and the credit balance',
  }),
  paymentSheet: defineRoute({
    method: 'POST',
    path: 'stripe/payment-sheet',
    access: access.device(OWNER_ONLY, { within: ['price_id'] }),
    source: '3',
    body: payment.paymentSheetRequest,
    result: payment.paymentSheetResult,
    summary: 'Start paying for a plan: client secret and publishable key',
  }),
  paymentWebhook: defineRoute({
    method: 'POST',
    path: 'stripe/webhook',
    // Public: Stripe (or the demo provider) calls it without a session. Its proof is the Stripe-Signature
    // header over the raw body, checked with the webhook secret in the handler before anything is read; the
    // event's id only names the event (each is applied once).
    access: access.public(['id']),
    source: 'new',
    rawBody: true,
    body: payment.paymentWebhookRequest,
    result: payment.paymentWebhookResult,
    summary: 'Signed payment events: a plan changes only when payment_intent.succeeded arrives',
  }),
  demoConfirm: defineRoute({
    method: 'POST',
    path: 'stripe/demo/confirm',
    // The payment is looked up among the caller's own only.
    access: access.session(['payment_intent']),
    source: 'new',
    body: payment.demoConfirmRequest,
    result: payment.demoConfirmResult,
    summary: 'The demo provider: confirm a payment with a test card (no card is charged)',
  }),
} as const;
