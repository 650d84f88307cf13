import { routes, SERVER } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { publicRoute, sessionRoute } from '../http/registerRoute';

/** POST stripe/storagePlans: the plans on sale, the device's running plan marked, the caller's credit. */
export const storagePlans = (ctx: AppContext) =>
  sessionRoute(routes.storagePlans, async ({ grant, session }) => ({
    result: await ctx.payments.listPlans(session.userId, grant.device!.deviceId),
  }));

/** POST stripe/payment-sheet: pay for a plan from credit, or start a card payment. */
export const paymentSheet = (ctx: AppContext) =>
  sessionRoute(routes.paymentSheet, async ({ body, grant, session }) =>
    ctx.payments.startPayment(session.userId, grant.device!.deviceId, body.price_id),
  );

/** POST stripe/webhook: the provider's signed events; the signature over the raw body is the only proof. */
export const paymentWebhook = (ctx: AppContext) =>
  publicRoute(routes.paymentWebhook, async ({ request }) => {
    const signature = request.headers['stripe-signature'];
    const result = await ctx.payments.receiveWebhook(
      request.rawBody ?? '',
      typeof signature === 'string' ? signature : undefined,
    );
    return { message: SERVER.webhookReceived, result };
  });

/** POST stripe/demo/confirm: the demo provider's card confirmation (404 when Stripe takes the payments). */
export const demoConfirm = (ctx: AppContext) =>
  sessionRoute(routes.demoConfirm, async ({ body, session }) => ({
    result: await ctx.payments.confirmDemoPayment(session.userId, body),
  }));
