import type { DriskDevice } from '@drisk/contract';

/** A third device, inactive, of which the signed-in user is an Admin. */
export const GAMMA: DriskDevice = {
  device_id: 'DRG-100004',
  name: 'dRisk-Gamma',
  is_connected: 'disconnected',
  role_id: 1,
  status: 'Inactive',
};
