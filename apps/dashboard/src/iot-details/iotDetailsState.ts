/** The endpoint device IoT Device Details shows, as Home (or the map) passes it in the navigation state. */
export interface IotEndpoint {
  name: string;
  ip_address: string;
  mac_address: string;
}

/** Where the screen was opened from; the back arrow returns there. Home when absent. */
export type IotDetailsOrigin = 'home' | 'map';

export interface IotDetailsState {
  endpoint: IotEndpoint;
  from?: IotDetailsOrigin;
}

/** The navigation state that opens IoT Device Details on `endpoint` (extra fields are left behind). */
export function iotDetailsState(
  endpoint: { name: string; mac_address: string; ip_address?: string },
  from: IotDetailsOrigin = 'home',
): IotDetailsState {
  return {
    endpoint: {
      name: endpoint.name,
      ip_address: endpoint.ip_address ?? '',
      mac_address: endpoint.mac_address,
    },
    from,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The endpoint of a navigation state, or null when the screen was opened without one (typed address,
 * bookmark, a new tab): history state is whatever the browser kept, so it is checked, not trusted.
 */
export function readIotDetailsState(state: unknown): IotDetailsState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { endpoint, from } = state as { endpoint?: unknown; from?: unknown };
  if (typeof endpoint !== 'object' || endpoint === null) return null;
  const { name, ip_address, mac_address } = endpoint as Record<string, unknown>;
  if (!isText(name) || !isText(mac_address) || mac_address === '') return null;
  return {
    endpoint: { name, mac_address, ip_address: isText(ip_address) ? ip_address : '' },
    from: from === 'map' ? 'map' : 'home',
  };
}
