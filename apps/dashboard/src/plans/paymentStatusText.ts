import type { UI_TEXT } from '@drisk/contract/client';
import type { Formatters } from '@drisk/ui';

/**
 * The notice for a payment intent's status after the card was confirmed (spec 3 §4, §8), in the words of
 * `ui` (the active language's UI_TEXT).
 */
export function paymentStatusText(ui: typeof UI_TEXT, status: string): string {
  switch (status) {
    case 'succeeded':
      return ui.paymentSucceeded;
    case 'processing':
      return ui.paymentProcessing;
    case 'requires_payment_method':
      return ui.paymentFailed;
    default:
      return ui.paymentSomethingWrong;
  }
}

/**
 * Dollars from the plan's cents (spec 3 §9: amount divided by 100): '$4.99' in English, as the spec
 * shows it; in another language as it writes an amount in dollars ('4,99 $' in German).
 */
export const dollars = (cents: number, format?: Formatters) =>
  !format || format.locale === 'en-US'
    ? `$${(cents / 100).toFixed(2)}`
    : format.number(cents / 100, { style: 'currency', currency: 'USD' });
