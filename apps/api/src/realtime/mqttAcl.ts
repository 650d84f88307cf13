import { isTopicName, topics } from '@drisk/contract';
import type { MqttIdentity } from './mqttIdentity';

/**
 * The topic rules of the realtime plane, shared by the embedded broker and the HTTP ACL endpoint that an
 * external broker calls, so both enforce exactly the same thing.
 *
 * - A user may subscribe to its own `{user_id}/device/app` and to `{device_id}/device/app` and
 *   `{device_id}/device/file_structure` of devices mapped to it; it may publish only file-structure
 *   requests (`{device_id}/app/device`) to those devices.
 * - A gateway may subscribe to its own command topic and file-structure requests, and publish its own
 *   telemetry, command acks, device messages (battery) and file-structure answers.
 * - The api may do anything. Nobody else may do anything; wildcards are the api's alone.
 */

/** subscribe: a SUBSCRIBE packet; read: a message is delivered (go-auth asks per message); publish: a PUBLISH. */
export type MqttAction = 'subscribe' | 'read' | 'publish';

export interface AclLookup {
  /** Whether the user is mapped to the device (any role), read from user_devices at the time of the check. */
  isMapped(userId: number, deviceId: string): Promise<boolean>;
}

/** A topic name (no wildcard: contract's topicMatches.ts) of plain levels: no $-topic, no empty level, no absurd length. */
function isPlainTopic(topic: string): boolean {
  return (
    isTopicName(topic) && topic.length <= 256 && !topic.startsWith('$') && !topic.split('/').includes('')
  );
}

/** `{first}/{rest}` split at the first level: e.g. 'DRA-100001' and 'device/app'. */
function splitFirstLevel(topic: string): { first: string; rest: string } {
  const slash = topic.indexOf('/');
  return slash < 0
    ? { first: topic, rest: '' }
    : { first: topic.slice(0, slash), rest: topic.slice(slash + 1) };
}

const DEVICE_SUBSCRIPTIONS_OF_USERS = [topics.deviceApp, topics.fileStructureResponse];
const DEVICE_PUBLICATIONS_OF_USERS = [topics.fileStructureRequest];
const GATEWAY_SUBSCRIPTIONS = [topics.gatewayCommand, topics.fileStructureRequest];
const GATEWAY_PUBLICATIONS = [
  topics.gatewayTelemetry,
  topics.gatewayCommandAck,
  topics.deviceApp,
  topics.fileStructureResponse,
];

/** Whether `topic` is one of the device topics `templates` build for the device named in it. */
function deviceIdIfTemplate(
  topic: string,
  templates: ReadonlyArray<(deviceId: string) => string>,
): string | null {
  const { first, rest } = splitFirstLevel(topic);
  const candidates = first === 'gateway' ? [splitFirstLevel(rest).first] : [first];
  for (const deviceId of candidates) {
    if (deviceId && templates.some((template) => template(deviceId) === topic)) return deviceId;
  }
  return null;
}

/** Whether `identity` may do `action` on `topic` (a topic filter for subscribe). */
export async function isAllowed(
  identity: MqttIdentity,
  action: MqttAction,
  topic: string,
  lookup: AclLookup,
): Promise<boolean> {
  if (identity.kind === 'api') return true;
  if (!isPlainTopic(topic)) return false;

  if (identity.kind === 'gateway') {
    const own = action === 'publish' ? GATEWAY_PUBLICATIONS : GATEWAY_SUBSCRIPTIONS;
    return own.some((template) => template(identity.deviceId) === topic);
  }

  if (action === 'publish') {
    const deviceId = deviceIdIfTemplate(topic, DEVICE_PUBLICATIONS_OF_USERS);
    return deviceId !== null && lookup.isMapped(identity.userId, deviceId);
  }
  if (topic === topics.userApp(identity.userId)) return true;
  const deviceId = deviceIdIfTemplate(topic, DEVICE_SUBSCRIPTIONS_OF_USERS);
  // A purely numeric first level is a user topic (someone else's): never look it up as a device.
  if (deviceId === null || /^\d+$/.test(deviceId)) return false;
  return lookup.isMapped(identity.userId, deviceId);
}
