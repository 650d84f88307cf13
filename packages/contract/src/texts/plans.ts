/** Storage Plan Upgrade and its payment forms (spec 3 §2.7). */
export const PLANS_TEXT = {
  back: 'Back',
  loadingPlans: 'Loading storage plans',
  /** A plan card's accessible name: its name and price, and whether it is the active plan. */
  planLabel: (name: string, price: string, active: boolean) =>
    `${name}, ${price}${active ? ', active plan' : ''}`,
  confirmTitle: 'Confirm',
  buyQuestion: (name: string, price: string) => `Buy ${name} for ${price}?`,
  paymentTitle: 'Payment',
  close: 'Close',
  loadingCardForm: 'Loading the card form',
  cardNumber: 'Card number',
  testCards: (succeeds: string, authentication: string, declined: string) =>
    `Succeeds: ${succeeds} · Authentication: ${authentication} · Declined: ${declined}`,
  completeAuthentication: 'Complete authentication',
  failAuthentication: 'Fail authentication',
  payNow: 'Pay now',
} as const;
