import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How often each node repeats which gateways it holds; a node unheard for three of these is gone. */
export const PRESENCE_HEARTBEAT_MS = 5_000;
const SILENT_NODE_AFTER_BEATS = 3;

/** What the nodes tell each other on the presence channel. */
type PresenceMessage =
  | { node: string; kind: 'hello' }
  | { node: string; kind: 'snapshot'; devices: string[] }
  | { node: string; kind: 'change'; device: string; ready: boolean }
  | { node: string; kind: 'bye' };

/**
 * Which gateways the other api nodes hold ready connections of (subscribed to their command topic), so a
 * command or an online check on this node counts a gateway connected to another one. Each node keeps the
 * others' view in memory, fed over one Redis pub/sub channel: a change as it happens, the whole list every
 * heartbeat (and to a node that says hello), and a goodbye when it closes; a node killed without one is
 * forgotten after three silent heartbeats.
 */
export interface ClusterPresence {
  /** Whether another node holds a ready connection of this gateway. */
  isReadyElsewhere(deviceId: string): boolean;
  /** This node's first ready connection of a gateway came (true), or its last one went (false). */
  announce(deviceId: string, ready: boolean): void;
  close(): Promise<void>;
}

function parseMessage(raw: string): PresenceMessage | null {
  try {
    const message = JSON.parse(raw) as Partial<PresenceMessage> | null;
    return message && typeof message.node === 'string' && typeof message.kind === 'string'
      ? (message as PresenceMessage)
      : null;
  } catch {
    return null;
  }
}

export async function createClusterPresence(deps: {
  redisUrl: string;
  /** The cluster's key: the channel is `<key>/presence`, so two deployments on one Redis stay apart. */
  key: string;
  /** This node's id (its broker's), never reused by another node. */
  nodeId: string;
  /** The gateways this node holds ready connections of now. */
  localDevices: () => Iterable<string>;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
}): Promise<ClusterPresence> {
  const { nodeId, log } = deps;
  const heartbeatMs = deps.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const channel = `${deps.key}/presence`;
  const remote = new Map<string, { devices: Set<string>; heardAt: number }>();
  const publisher = new Redis(deps.redisUrl);
  const subscriber = new Redis(deps.redisUrl);
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: unknown) => log.warn({ err: error }, 'Presence Redis connection error'));

  const send = (message: PresenceMessage) => {
    publisher.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
      log.warn({ err: error }, 'Could not share gateway presence');
    });
  };
  const sendSnapshot = () => send({ node: nodeId, kind: 'snapshot', devices: [...deps.localDevices()] });
  const nodeView = (node: string) => {
    const view = remote.get(node) ?? { devices: new Set<string>(), heardAt: Date.now() };
    view.heardAt = Date.now();
    remote.set(node, view);
    return view;
  };

  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = parseMessage(raw);
    if (!message || message.node === nodeId) return;
    switch (message.kind) {
      case 'hello':
        nodeView(message.node);
        sendSnapshot();
        break;
      case 'snapshot':
        nodeView(message.node).devices = new Set(message.devices);
        break;
      case 'change': {
        const { devices } = nodeView(message.node);
        if (message.ready) devices.add(message.device);
        else devices.delete(message.device);
        break;
      }
      case 'bye':
        remote.delete(message.node);
        break;
    }
  });
  await subscriber.subscribe(channel);
  send({ node: nodeId, kind: 'hello' });
  sendSnapshot();
  const heartbeat = setInterval(sendSnapshot, heartbeatMs);
  heartbeat.unref();

  return {
    isReadyElsewhere(deviceId) {
      const heardSince = Date.now() - SILENT_NODE_AFTER_BEATS * heartbeatMs;
      for (const [node, view] of remote) {
        if (view.heardAt < heardSince) remote.delete(node);
        else if (view.devices.has(deviceId)) return true;
      }
      return false;
    },
    announce(deviceId, ready) {
      send({ node: nodeId, kind: 'change', device: deviceId, ready });
    },
    async close() {
      clearInterval(heartbeat);
      await publisher.publish(channel, JSON.stringify({ node: nodeId, kind: 'bye' })).catch(() => 0);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
