import type { DriskDevice } from '@drisk/contract';

/** A third device, inactive, of which the signed-in user is only a Guest: it offers no unregister. */
export const GAMMA: DriskDevice = {
  device_id: 'DRG-100004',
  name: 'dRisk-Gamma',
  is_connected: 'disconnected',
  role_id: 2,
  status: 'Inactive',
};
