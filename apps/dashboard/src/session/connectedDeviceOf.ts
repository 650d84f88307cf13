import type { DriskDevice } from '@drisk/contract';
import { CONNECTED } from '@drisk/contract/client';

/** The device the user works against: the first of their devices whose is_connected is 'connected' (spec 1 §1). */
export const connectedDeviceOf = (devices: readonly DriskDevice[]): DriskDevice | null =>
  devices.find((device) => device.is_connected === CONNECTED) ?? null;
