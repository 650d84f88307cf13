import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issuesOf';
import { paymentSheetRequest, paymentSheetResult, storagePlan } from './payment';

describe('payments', () => {
  it('needs the price and the device', () => {
    expect(issuesOf(paymentSheetRequest, { price_id: '', device_id: 'DRA-100001' })).toEqual({
      price_id: 'is required',
    });
  });

  it('lets a reply without a client secret through (paid from credit)', () => {
    expect(
      paymentSheetResult.parse({
        paymentIntent: null,
        publishableKey: 'pk_test',
        type: 'credit',
        provider: 'demo',
      }).paymentIntent,
    ).toBeNull();
  });

  it('keeps amounts in cents as integers', () => {
    const plan = {
      product_id: 'p',
      product_name: '50 GB',
      price_id: 'price_1',
      amount: 499,
      active: 1,
      balance: 0,
    };
    expect(storagePlan.safeParse(plan).success).toBe(true);
    expect(storagePlan.safeParse({ ...plan, amount: 4.99 }).success).toBe(false);
  });
});
