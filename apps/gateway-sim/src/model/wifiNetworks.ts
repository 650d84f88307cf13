import type { WifiScanResult } from '@drisk/contract';
import { DEMO_WIFI_PASSWORD, NEARBY_NETWORKS } from './catalogue';
import { randomMac } from './endpoints';
import type { Random } from './random';

export interface NearbyNetwork {
  ssid: string;
  bssid: string;
  /** Typical signal in dBm; each scan reads it with a little noise. */
  signal: number;
  secured: boolean;
}

/** Networks in range and the one the gateway uses as a Wi-Fi client (Wi-Fi Mode), if any. */
export interface WifiClientState {
  nearby: NearbyNetwork[];
  connectedBssid: string | null;
}

export function createWifiClient(random: Random): WifiClientState {
  // The neighbour's network is always in range so the demo password has somewhere to work.
  const [first, ...rest] = NEARBY_NETWORKS;
  const others = rest.filter(() => random.chance(0.6));
  if (!others.some((n) => !n.secured)) others.push(rest.find((n) => !n.secured)!);
  const nearby = [first, ...others].map((network) => ({
    ssid: network.ssid,
    secured: network.secured,
    bssid: randomMac(random, random.pick(['C8:3A:35', '00:1D:AA', 'E4:8D:8C', '74:DA:88'])),
    signal: Math.round(random.between(-86, -38)),
  }));
  return { nearby, connectedBssid: null };
}

export function scanNetworks(wifi: WifiClientState, random: Random): WifiScanResult {
  const networks = wifi.nearby
    .map((network) => ({
      ssid: network.ssid,
      bssid: network.bssid,
      signal: Math.round(network.signal + random.normal(0, 2)),
      secured: network.secured,
      connected_status: network.bssid === wifi.connectedBssid ? ('1' as const) : ('0' as const),
    }))
    .sort((a, b) => b.signal - a.signal);
  return { networks };
}

export type ConnectOutcome =
  { ok: true; network: NearbyNetwork } | { ok: false; reason: 'not_in_range' | 'wrong_password' };

/** Joins a network in range: by bssid, or by ssid when the bssid is unknown. */
export function connectToNetwork(
  wifi: WifiClientState,
  request: { ssid: string; bssid: string; password: string },
): ConnectOutcome {
  const network =
    wifi.nearby.find((n) => n.bssid.toUpperCase() === request.bssid.toUpperCase()) ??
    wifi.nearby.find((n) => n.ssid === request.ssid);
  if (!network) return { ok: false, reason: 'not_in_range' };
  if (network.secured && request.password !== DEMO_WIFI_PASSWORD)
    return { ok: false, reason: 'wrong_password' };
  wifi.connectedBssid = network.bssid;
  return { ok: true, network };
}

export function connectedNetwork(wifi: WifiClientState): NearbyNetwork | null {
  return wifi.nearby.find((n) => n.bssid === wifi.connectedBssid) ?? null;
}
