import type { DriskDevice } from '@drisk/contract';

/** What Registration passes to the user list in the navigation state: the device whose users to show. */
export interface ConnectedUsersState {
  device: DriskDevice;
}

/** The device of the navigation state, or null when the page was opened without one (a typed address). */
export function readConnectedUsersState(state: unknown): DriskDevice | null {
  if (typeof state !== 'object' || state === null || !('device' in state)) return null;
  const device = (state as { device: unknown }).device;
  if (typeof device !== 'object' || device === null) return null;
  const candidate = device as Partial<DriskDevice>;
  return typeof candidate.device_id === 'string' && typeof candidate.name === 'string'
    ? (device as DriskDevice)
    : null;
}
