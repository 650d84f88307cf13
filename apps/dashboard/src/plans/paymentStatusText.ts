import { UI_TEXT } from '@drisk/contract/client';

/** The notice for a payment intent's status after the card was confirmed (spec 3 §4, §8). */
export function paymentStatusText(status: string): string {
  switch (status) {
    case 'succeeded':
      return UI_TEXT.paymentSucceeded;
    case 'processing':
      return UI_TEXT.paymentProcessing;
    case 'requires_payment_method':
      return UI_TEXT.paymentFailed;
    default:
      return UI_TEXT.paymentSomethingWrong;
  }
}

/** Dollars from the plan's cents (spec 3 §9: amount divided by 100). */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
