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

function leaseIp(lan: Lan, random: Random): string {
  for (;;) {
    const host = random.int(20, 250);
    if (!lan.leased.has(host)) {
      lan.leased.add(host);
      return `${lan.prefix}.${host}`;
    }
  }
}

export function releaseIp(lan: Lan, ip: string): void {
  lan.leased.delete(Number(ip.split('.').pop()));
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
