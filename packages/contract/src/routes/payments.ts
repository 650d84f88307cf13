import { defineRoute } from './defineRoute';
import * as payment from '../schemas/payment';

/** Storage plans paid by card (spec 3). */
export const paymentRoutes = {
  storagePlans: defineRoute({
    method: 'POST',
    path: 'stripe/storagePlans',
    auth: true,
    source: '3',
    body: payment.storagePlansRequest,
    result: payment.storagePlansResult,
    summary: 'Cloud storage plans with the current one and the credit balance',
  }),
  paymentSheet: defineRoute({
    method: 'POST',
    path: 'stripe/payment-sheet',
    auth: true,
    source: '3',
    body: payment.paymentSheetRequest,
    result: payment.paymentSheetResult,
    summary: 'Start paying for a plan: client secret and publishable key',
  }),
} as const;
