import { ANY_ROLE, FILE_STRUCTURE_ROLES, isTopicName, topics, type RoleId } from '@drisk/contract';
import type { MqttIdentity } from './mqttIdentity';

/**
 * The topic rules of the realtime plane, shared by the embedded broker and the HTTP ACL endpoint that an
 * external broker calls, so both enforce exactly the same thing.
 *
 * - A user may subscribe to its own `{user_id}/device/app` and to `{device_id}/device/app` of devices
 *   mapped to it. The live file-structure channel is for FILE_STRUCTURE_ROLES (the Owner): they alone may
 *   publish requests (`{device_id}/app/device`) and subscribe to the answers (`{device_id}/device/file_structure`),
 *   which every holder of that topic reads, whoever asked.
 * - A gateway may subscribe to its own command topic and file-structure requests, and publish its own
 *   telemetry, command acks, device messages (battery) and file-structure answers.
 * - The api may do anything. Nobody else may do anything; wildcards are the api's alone.
 */

/** subscribe: a SUBSCRIBE packet; read: a message is delivered (go-auth asks per message); publish: a PUBLISH. */
export type MqttAction = 'subscribe' | 'read' | 'publish';

export interface AclLookup {
  /** The user's role on the device, null when not mapped; read from user_devices at the time of the check. */
  roleOn(userId: number, deviceId: string): Promise<RoleId | null>;
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

/** A device topic a user may use with one of `roles` on the device. */
interface DeviceTopicRule {
  topic: (deviceId: string) => string;
  roles: readonly RoleId[];
}

const DEVICE_SUBSCRIPTIONS_OF_USERS: DeviceTopicRule[] = [
  { topic: topics.deviceApp, roles: ANY_ROLE },
  { topic: topics.fileStructureResponse, roles: FILE_STRUCTURE_ROLES },
];
const DEVICE_PUBLICATIONS_OF_USERS: DeviceTopicRule[] = [
  { topic: topics.fileStructureRequest, roles: FILE_STRUCTURE_ROLES },
];
const GATEWAY_SUBSCRIPTIONS = [topics.gatewayCommand, topics.fileStructureRequest];
const GATEWAY_PUBLICATIONS = [
  topics.gatewayTelemetry,
  topics.gatewayCommandAck,
  topics.deviceApp,
  topics.fileStructureResponse,
];

/** The device `topic` names and the rule that builds it, when one of `rules` does. */
function deviceTopicRule(
  topic: string,
  rules: readonly DeviceTopicRule[],
): { deviceId: string; rule: DeviceTopicRule } | null {
  const { first, rest } = splitFirstLevel(topic);
  const deviceId = first === 'gateway' ? splitFirstLevel(rest).first : first;
  const rule = deviceId ? rules.find((candidate) => candidate.topic(deviceId) === topic) : undefined;
  return rule ? { deviceId, rule } : null;
}

/** Whether the user holds one of the rule's roles on the device. */
async function hasRole(
  userId: number,
  found: { deviceId: string; rule: DeviceTopicRule },
  lookup: AclLookup,
) {
  const role = await lookup.roleOn(userId, found.deviceId);
  return role !== null && found.rule.roles.includes(role);
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
    const found = deviceTopicRule(topic, DEVICE_PUBLICATIONS_OF_USERS);
    return found !== null && hasRole(identity.userId, found, lookup);
  }
  if (topic === topics.userApp(identity.userId)) return true;
  const found = deviceTopicRule(topic, DEVICE_SUBSCRIPTIONS_OF_USERS);
  // A purely numeric first level is a user topic (someone else's): never look it up as a device.
  if (found === null || /^\d+$/.test(found.deviceId)) return false;
  return hasRole(identity.userId, found, lookup);
}
