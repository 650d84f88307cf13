import { routeList, routes, type RouteDef } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../auth/sessions';
import { devices } from '../../db/schema';
import { scriptGateway } from '../../routes/deviceData/scriptedGateway';
import { sampleRequest } from '../requestSamples';
import { getTestServer, type TestServer } from '../testServer';
import { findDemoOwner, type DemoOwner } from './demoOwner';
import { fuzzRequests } from './fuzzRequests';
import { createPrng, deriveSeed } from './prng';
import { replyProblem } from './replyProblem';
import { startStubFileServer, type StubFileServer } from './stubFileServer';

/**
 * Fuzzing from the contract (issue 15): every route of the route table gets FUZZ_REQUESTS_PER_ROUTE
 * requests (100 in `npm test`, over 11,000 in all) generated from its schemas, valid and mutated, signed
 * in as the demo owner, signed out and with forged credentials. No reply may be a 5xx, every reply must
 * be the envelope, and the server must still answer a signed-in call afterwards. `npm test` uses a fixed
 * seed; `npm run fuzz` a random one, printed and replayed with FUZZ_SEED=<seed>.
 *
 * Not fuzzed here, on purpose: the tus upload endpoint (RESUMABLE_UPLOAD) is not in the route table and
 * speaks its own protocol (resumableUploads.test.ts covers its refusals); static files and socket.io are
 * not api routes. Routes that stream files (downloads) are fuzzed, but a successful download is the file,
 * not the envelope. Logout and anything else that ends the owner's session are fuzzed too: a 401 on a
 * signed-in request starts a new session for the next one. mqtt/auth and mqtt/acl exist only beside an
 * external broker (MQTT_URL), so on this embedded server they answer the envelope's 404
 * (brokerAuthRoutes.test.ts covers them with a broker).
 */

const DEFAULT_SEED = 20_261_125;
const SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const PER_ROUTE = Number(process.env.FUZZ_REQUESTS_PER_ROUTE ?? 100);
const MIN_REQUESTS = 10_000;
if (!Number.isSafeInteger(SEED) || !Number.isSafeInteger(PER_ROUTE)) {
  throw new Error('FUZZ_SEED and FUZZ_REQUESTS_PER_ROUTE must be whole numbers');
}

/**
 * Valid requests to these take the owner's access to the demo gateway or company away (unregistering it,
 * removing it from the company, deleting the company...), so they run last, in this order (the widest
 * loss last): the routes before them reach their handlers with the owner's full rights.
 */
const RUN_LAST = [
  'removeGuestUsers',
  'deleteGroup',
  'deleteUserDevice',
  'deleteCustomerUser',
  'deleteCustomerDevice',
  'deleteCustomer',
  'unRegisterDevice',
];
const ordered: ReadonlyArray<RouteDef & { name: string }> = [
  ...routeList.filter((route) => !RUN_LAST.includes(route.name)),
  ...RUN_LAST.map((name) => routeList.find((route) => route.name === name)!),
];

let server: TestServer;
let owner: DemoOwner;
let token: string;
let fileServer: StubFileServer;
/** Replies by status, per route, for the summary printed at the end. */
const statuses = new Map<string, Map<number, number>>();
const started = performance.now();
const newSession = () => startSession(server.db, server.config, owner.userId, { ip: '127.0.0.1' });

beforeAll(async () => {
  console.log(`contract fuzz: seed ${SEED}, ${PER_ROUTE} requests per route (replay: FUZZ_SEED=${SEED})`);
  // The limiter would answer 429 before the handler; its own tests cover it.
  server = await getTestServer({ rateLimitPerMinute: 1e9, authRateLimitPerMinute: 1e9 });
  // Commands reach a gateway that acknowledges each, as a connected one would, so the handlers behind
  // them are fuzzed too (an offline gateway's 504 is by design: realtime's own tests cover it).
  scriptGateway(server.app.gateways, { scan_wifi: { networks: [] } });
  owner = await findDemoOwner(server.db);
  // ...and files copied to or from the gateway come from a stand-in of its local file server.
  fileServer = await startStubFileServer();
  await server.db
    .update(devices)
    .set({ localFileServer: fileServer.url })
    .where(eq(devices.deviceId, owner.ids.deviceId));
  server.app.versions.devicesChanged([owner.ids.deviceId]);
  token = await newSession();
});
afterAll(async () => {
  await server?.close();
  await fileServer?.close();
});

describe.each(ordered.map((route) => [route.name, route] as const))('fuzzed %s', (name, route) => {
  it(
    `${PER_ROUTE} generated requests: no 5xx, every reply the envelope`,
    async () => {
      const prng = createPrng(deriveSeed(SEED, name));
      const requests = fuzzRequests(route, sampleRequest(route, owner.ids), prng, PER_ROUTE);
      const problems: string[] = [];
      for (const [index, request] of requests.entries()) {
        const headers = { ...request.headers };
        if (request.auth === 'owner') headers.Auth = token;
        const reply = await server.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          payload: request.payload,
        });
        const counts = statuses.get(name) ?? new Map<number, number>();
        statuses.set(name, counts.set(reply.statusCode, (counts.get(reply.statusCode) ?? 0) + 1));
        const problem = replyProblem(
          { statusCode: reply.statusCode, headers: reply.headers, body: reply.body },
          { method: request.method, download: Boolean(route.download) },
        );
        if (problem) {
          problems.push(
            `#${index} ${request.mutation} (${request.auth}) ${request.method} ${request.url.slice(0, 160)}: ` +
              `${problem}; payload ${String(request.payload).slice(0, 200)}`,
          );
        }
        // This request ended the owner's session (logout, a password change...): the next gets a new one.
        if (request.auth === 'owner' && reply.statusCode === 401) token = await newSession();
      }
      expect(problems, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
    },
    Math.max(30_000, PER_ROUTE * 600),
  );
});

describe('after the fuzzing', () => {
  it(`sent at least ${MIN_REQUESTS} requests and still answers a signed-in call`, async () => {
    const byStatus = new Map<number, number>();
    for (const [route, counts] of statuses) {
      for (const [status, count] of counts) byStatus.set(status, (byStatus.get(status) ?? 0) + count);
      if (process.env.FUZZ_VERBOSE) console.log(route, Object.fromEntries(counts));
    }
    const sent = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
    const seconds = Math.round((performance.now() - started) / 1000);
    console.log(
      `contract fuzz: ${sent} requests to ${statuses.size} routes in ${seconds} s, seed ${SEED}; by status:`,
      Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)),
    );
    expect(statuses.size).toBe(routeList.length);
    expect(sent).toBeGreaterThanOrEqual(Math.min(MIN_REQUESTS, routeList.length * PER_ROUTE));
    const reply = await server.app.inject({
      method: 'GET',
      url: '/api/3.0/user/profile',
      headers: { Auth: await newSession() },
    });
    expect(reply.statusCode).toBe(200);
    expect(routes.profile.result.safeParse(reply.json<{ result: unknown }>().result).success).toBe(true);
  });
});
