import type { Config } from '../config';
import type { Database } from '../db/client';
import { createDemoProvider } from './demoProvider';
import type { PaymentProvider } from './paymentProvider';
import { createStripeProvider } from './stripeProvider';

/** Stripe when its three keys are configured, otherwise the built-in demo provider. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createDemoProvider(db);
}
