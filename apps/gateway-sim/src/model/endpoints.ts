import { ENDPOINT_KINDS, KIND_PROFILES, OWNER_NAMES, VENDOR_PREFIXES, type EndpointKind } from './catalogue';
import type { Random } from './random';

/** A phone, laptop, TV... that the gateway has seen on its LAN. */
export interface Endpoint {
  mac_address: string;
  name: string;
  ip_address: string;
  kind: EndpointKind;
  /** Part of the household; false for a visitor the gateway has never seen before. */
  known: boolean;
  online: boolean;
  /** When it last connected. */
  connectedSince: number;
  /** When it next leaves (online) or comes back (away); null when it never leaves. */
  nextMoveAt: number | null;
}

export const MIN_ENDPOINTS = 5;
export const MAX_ENDPOINTS = 40;

const HOUR_MS = 3_600_000;

/** A MAC address with a vendor prefix and three random bytes, upper case as the api stores it. */
export function randomMac(random: Random, prefix: string): string {
  const tail = Array.from({ length: 3 }, () => random.int(0, 255).toString(16).padStart(2, '0'));
  return `${prefix}:${tail.join(':')}`.toUpperCase();
}

/** The gateway's LAN, 192.168.x.0/24, and a DHCP-like pool from .20 to .250. */
export interface Lan {
  prefix: string;
  leased: Set<number>;
}

export function createLan(random: Random): Lan {
  return { prefix: `192.168.${random.pick([0, 1, 8, 10, 20, 50, 88, 100, 178])}`, leased: new Set() };
}

const POOL_FIRST = 20;
const POOL_LAST = 250;

function leaseIp(lan: Lan, random: Random): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const host = random.int(POOL_FIRST, POOL_LAST);
    if (!lan.leased.has(host)) {
      lan.leased.add(host);
      return `${lan.prefix}.${host}`;
    }
  }
  // A crowded LAN (the api may list hundreds of endpoints): take the first free address, else share one.
  for (let host = POOL_FIRST; host <= POOL_LAST; host++)
    if (!lan.leased.has(host)) {
      lan.leased.add(host);
      return `${lan.prefix}.${host}`;
    }
  return `${lan.prefix}.${random.int(POOL_FIRST, POOL_LAST)}`;
}

export function releaseIp(lan: Lan, ip: string): void {
  if (ip.startsWith(`${lan.prefix}.`)) lan.leased.delete(Number(ip.slice(lan.prefix.length + 1)));
}

const IPV4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.(\d{1,3})$/;

/** The /24 most of these addresses share ('192.168.8' for 192.168.8.21...), or null when none is IPv4. */
export function commonLanPrefix(ips: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const ip of ips) {
    const prefix = IPV4.exec(ip)?.[1];
    if (prefix) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [prefix, count] of counts) if (best === null || count > counts.get(best)!) best = prefix;
  return best;
}

/** Moves the LAN to another /24 and marks the addresses in use there as leased, so visitors get free ones. */
export function relocateLan(lan: Lan, prefix: string, ipsInUse: Iterable<string>): void {
  lan.prefix = prefix;
  lan.leased.clear();
  for (const ip of ipsInUse) {
    const match = IPV4.exec(ip);
    if (match && match[1] === prefix) lan.leased.add(Number(match[2]));
  }
}

function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
  taken.add(name);
  return name;
}

/** Hours until an endpoint leaves (or comes back), drawn around the kind's mean. */
export function nextMove(kind: EndpointKind, online: boolean, now: number, random: Random): number | null {
  const profile = KIND_PROFILES[kind];
  const mean = online ? profile.meanStayHours : profile.meanAwayHours;
  if (mean === null) return null;
  // Exponential waiting time, at least five minutes.
  return now + Math.max(5 / 60, -Math.log(1 - random.next()) * mean) * HOUR_MS;
}

export function createEndpoint(
  random: Random,
  lan: Lan,
  names: Set<string>,
  kind: EndpointKind,
  now: number,
  options: { known: boolean; online: boolean; owners?: readonly string[] },
): Endpoint {
  const profile = KIND_PROFILES[kind];
  const model = random.pick(profile.models);
  const owners = options.owners ?? OWNER_NAMES;
  const base = model.personal && random.chance(0.6) ? `${random.pick(owners)}'s ${model.name}` : model.name;
  const online = options.online;
  return {
    mac_address: randomMac(random, random.pick(VENDOR_PREFIXES[model.vendor])),
    name: uniqueName(base, names),
    ip_address: leaseIp(lan, random),
    kind,
    known: options.known,
    online,
    // Online ones have been connected for a while already.
    connectedSince: online ? now - Math.round(random.between(0.1, 30) * HOUR_MS) : now,
    nextMoveAt: nextMove(kind, online, now, random),
  };
}

/**
 * An endpoint the api knows, joining the household with its own name, MAC and address (a free one of the
 * LAN when the api has none). Online like a generated member: TVs, cameras and the like always.
 */
export function adoptEndpoint(
  random: Random,
  lan: Lan,
  listed: { name: string; mac_address: string; ip_address: string },
  kind: EndpointKind,
  now: number,
): Endpoint {
  const online = KIND_PROFILES[kind].meanStayHours === null || random.chance(0.75);
  return {
    mac_address: listed.mac_address.toUpperCase(),
    name: listed.name,
    ip_address: listed.ip_address || leaseIp(lan, random),
    kind,
    known: true,
    online,
    connectedSince: online ? now - Math.round(random.between(0.1, 30) * HOUR_MS) : now,
    nextMoveAt: nextMove(kind, online, now, random),
  };
}

/** A household: at least two phones, a laptop, a TV and a camera, the rest drawn at random. */
export function createHousehold(random: Random, lan: Lan, now: number, size: number): Endpoint[] {
  const count = Math.min(MAX_ENDPOINTS, Math.max(MIN_ENDPOINTS, size));
  const kinds: EndpointKind[] = ['phone', 'phone', 'laptop', 'tv', 'camera'];
  const weights: [EndpointKind, number][] = [
    ['phone', 4],
    ['laptop', 2],
    ['tablet', 2],
    ['tv', 1],
    ['camera', 1],
    ['console', 1],
  ];
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  while (kinds.length < count) {
    let roll = random.next() * total;
    const kind = weights.find(([, w]) => (roll -= w) < 0)?.[0] ?? ENDPOINT_KINDS[0];
    kinds.push(kind);
  }
  const names = new Set<string>();
  return kinds.map((kind) => {
    // TVs and cameras stay connected; the others may be out when the gateway starts.
    const online = KIND_PROFILES[kind].meanStayHours === null || random.chance(0.75);
    return createEndpoint(random, lan, names, kind, now, { known: true, online });
  });
}
