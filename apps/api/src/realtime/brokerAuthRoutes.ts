import {
  API_BASE_PATH,
  MQTT_ACCESS,
  MQTT_AUTH_SECRET_HEADER,
  mqttAclRequest,
  mqttAuthRequest,
  SERVER,
  routes,
  type MqttDecision,
  type RouteName,
} from '@drisk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { z } from 'zod';
import { sameSecret } from '../auth/sameSecret';
import { sendEnvelope } from '../http/envelope';
import { fieldProblems, validationMessage } from '../http/validationMessage';
import { isAllowed, type AclLookup, type MqttAction } from './mqttAcl';
import type { MqttCredentialChecker } from './mqttCredentials';
import type { MqttIdentity } from './mqttIdentity';

/** Mounted here rather than by the generic route loop: they take form bodies and are not rate limited. */
export const BROKER_AUTH_CALLS: readonly RouteName[] = ['mqttAuth', 'mqttAcl'];

const FORM_BODY_LIMIT = 16 * 1024;

export interface BrokerAuthDeps {
  config: Pick<Config, 'mqttUrl' | 'mqttAuthSecret' | 'mqttApiUsername' | 'mqttApiPassword'>;
  credentials: MqttCredentialChecker;
  acl: AclLookup;
}

/**
 * Only the broker may ask: it must send MQTT_AUTH_SECRET, compared in constant time. Without a secret
 * nobody is answered (loadConfig refuses MQTT_URL without one; this covers a config built in code).
 */
function isBrokerCaller(request: FastifyRequest, secret: string | null): boolean {
  const sent = request.headers[MQTT_AUTH_SECRET_HEADER];
  return !!secret && typeof sent === 'string' && sameSecret(sent, secret);
}

/**
 * EMQX treats any status but 200/204 as "ignore" (and, for authorisation, may then allow), so it gets
 * 200 with result deny. It is recognised by its `action` field or by `?format=emqx` on the URL.
 * Mosquitto's go-auth reads only the status: 200 allow, 403 deny.
 */
function decide(reply: FastifyReply, decision: MqttDecision, emqx: boolean) {
  if (decision === 'allow') return sendEnvelope(reply, 200, SERVER.success, 'allow');
  return sendEnvelope(reply, emqx ? 200 : 403, SERVER.mqttNotAuthorized, 'deny');
}

/** A request no broker would send: 400 naming the field, and deny for a broker that reads only `result`. */
function refuseBadInput(reply: FastifyReply, error: z.ZodError) {
  const problems = fieldProblems(error, 'body');
  return sendEnvelope(reply, 400, validationMessage(problems), 'deny');
}

/** The identity behind a username the broker has already authenticated (ACL requests carry no password). */
function identityOfUsername(username: string, config: BrokerAuthDeps['config']): MqttIdentity {
  if (config.mqttApiPassword && username === config.mqttApiUsername) return { kind: 'api' };
  if (/^\d{1,10}$/.test(username)) return { kind: 'user', userId: Number(username) };
  return { kind: 'gateway', deviceId: username };
}

/** go-auth's acc, or EMQX's action, as the actions that must all be allowed. */
function actionsOf(body: { acc?: number; action?: 'publish' | 'subscribe' | 'all' }): MqttAction[] | null {
  if (body.action === 'publish') return ['publish'];
  if (body.action === 'subscribe') return ['subscribe'];
  if (body.action === 'all') return ['subscribe', 'publish'];
  switch (body.acc) {
    case MQTT_ACCESS.read:
      return ['read'];
    case MQTT_ACCESS.write:
      return ['publish'];
    case MQTT_ACCESS.readWrite:
      return ['read', 'publish'];
    case MQTT_ACCESS.subscribe:
      return ['subscribe'];
    default:
      return null;
  }
}

/**
 * POST /api/3.0/mqtt/auth and /api/3.0/mqtt/acl: the HTTP authentication and authorisation an external
 * broker (MQTT_URL) calls, with exactly the rules of the embedded broker (mqttAcl.ts). With the embedded
 * broker they are not mounted: 404 like any unknown call, so they tell nobody who holds which device.
 */
export async function registerBrokerAuthRoutes(app: FastifyInstance, deps: BrokerAuthDeps) {
  const { config, credentials, acl } = deps;
  if (!config.mqttUrl) return;
  await app.register(async (scope) => {
    // go-auth posts form bodies when configured so; only these two calls accept them.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const isEmqx = (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown> | undefined;
      const body = request.body as Record<string, unknown> | undefined;
      return query?.format === 'emqx' || typeof body?.action === 'string';
    };

    scope.post(
      `${API_BASE_PATH}/${routes.mqttAuth.path}`,
      { config: { rateLimit: false } },
      async (request, reply) => {
        const emqx = isEmqx(request);
        if (!isBrokerCaller(request, config.mqttAuthSecret)) return decide(reply, 'deny', emqx);
        const parsed = mqttAuthRequest.safeParse(request.body ?? {});
        if (!parsed.success) return refuseBadInput(reply, parsed.error);
        const identity = await credentials.check(parsed.data.username, parsed.data.password);
        return decide(reply, identity ? 'allow' : 'deny', emqx);
      },
    );

    scope.post(
      `${API_BASE_PATH}/${routes.mqttAcl.path}`,
      { config: { rateLimit: false } },
      async (request, reply) => {
        const emqx = isEmqx(request);
        if (!isBrokerCaller(request, config.mqttAuthSecret)) return decide(reply, 'deny', emqx);
        const parsed = mqttAclRequest.safeParse(request.body ?? {});
        if (!parsed.success) return refuseBadInput(reply, parsed.error);
        const actions = actionsOf(parsed.data);
        if (!actions) return decide(reply, 'deny', emqx);
        const identity = identityOfUsername(parsed.data.username, config);
        for (const action of actions) {
          if (!(await isAllowed(identity, action, parsed.data.topic, acl)))
            return decide(reply, 'deny', emqx);
        }
        return decide(reply, 'allow', emqx);
      },
    );
  });
}
