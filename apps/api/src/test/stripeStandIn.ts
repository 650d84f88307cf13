import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A product with its price, as the stand-in serves them from GET /v1/prices?expand[]=data.product. */
export interface StandInPlan {
  productId: string;
  name: string;
  priceId: string;
  amount: number;
  metadata: Record<string, string>;
}

export interface StandInIntent {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  idempotencyKey: string | null;
}

/**
 * A local HTTP stand-in for the parts of Stripe's api the server uses (prices with their products, payment
 * intents with idempotency keys), so the real SDK is tested over real HTTP without reaching Stripe.
 */
export async function startStripeStandIn(plans: StandInPlan[]) {
  const intents: StandInIntent[] = [];
  const byKey = new Map<string, StandInIntent>();
  const requests: Array<{ method: string; path: string; authorization: string | undefined }> = [];
  let failing = false;

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => resolve(body));
    });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
    });
    const body = await read(request);
    const send = (status: number, value: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
      });
      response.end(JSON.stringify(value));
    };
    if (failing) return send(400, { error: { type: 'invalid_request_error', message: 'stand-in failing' } });
    if (request.method === 'GET' && url.pathname === '/v1/prices') {
      return send(200, {
        object: 'list',
        url: '/v1/prices',
        has_more: false,
        data: plans.map((plan) => ({
          id: plan.priceId,
          object: 'price',
          active: true,
          currency: 'usd',
          unit_amount: plan.amount,
          product: {
            id: plan.productId,
            object: 'product',
            active: true,
            name: plan.name,
            metadata: plan.metadata,
          },
        })),
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
      const known = key ? byKey.get(key) : undefined;
      if (known) return send(200, { object: 'payment_intent', status: 'requires_payment_method', ...known });
      const form = new URLSearchParams(body);
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(\w+)\]$/.exec(name);
        if (match) metadata[match[1]] = value;
      }
      const id = `pi_standin_${intents.length + 1}`;
      const intent: StandInIntent = {
        id,
        client_secret: `${id}_secret_standin`,
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        metadata,
        idempotencyKey: key,
      };
      intents.push(intent);
      if (key) byKey.set(key, intent);
      return send(200, { object: 'payment_intent', status: 'requires_payment_method', ...intent });
    }
    return send(404, { error: { type: 'invalid_request_error', message: `No such route ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** Makes every call fail, as when Stripe refuses the key or is down. */
    fail(value: boolean) {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
