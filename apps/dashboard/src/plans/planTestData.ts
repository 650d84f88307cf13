import type { PaymentSheet, StoragePlan } from '@drisk/contract';
import type { FakeHandler } from '../test/fakeServer';

/** storagePlans' reply: Basic 10 GB is the device's plan, Plus 50 GB is for sale; a credit balance of $2.50. */
export const PLANS: StoragePlan[] = [
  {
    product_id: 'p1',
    product_name: 'Basic 10 GB',
    price_id: 'price_basic',
    amount: 499,
    active: 1,
    balance: 250,
  },
  {
    product_id: 'p2',
    product_name: 'Plus 50 GB',
    price_id: 'price_plus',
    amount: 999,
    active: 0,
    balance: 250,
  },
];

/** paymentSheet's reply for a card paid through the built-in demo provider. */
export const CARD_SHEET: PaymentSheet = {
  paymentIntent: 'pi_demo_1_secret_x',
  publishableKey: 'pk_demo',
  type: 'card',
  provider: 'demo',
};

/** demoConfirm for a card that asks for authentication first, then is refused. */
export const AUTHENTICATION_FAILS: FakeHandler = (call) => {
  const body = call.body as { authentication?: string };
  if (!body.authentication) return { result: { status: 'requires_action', error: null } };
  return { result: { status: 'requires_payment_method', error: null } };
};
