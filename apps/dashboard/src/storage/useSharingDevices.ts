import type { SharingDevice } from '@drisk/contract';
import { useApiQuery } from '../api/useApiQuery';
import { useSession } from '../session/SessionProvider';

/**
 * The devices of Data Sharing (fileSharing/dataSharing, asked for the connected device): each with its cloud
 * storage, plan, the gateway's file server and drives. `device` is the one named by `deviceId`, else the
 * connected one.
 */
export function useSharingDevices(deviceId?: string | null) {
  const { connectedDevice } = useSession();
  const connectedId = connectedDevice?.device_id ?? null;
  const query = useApiQuery(
    'dataSharing',
    { body: { device_id: connectedId ?? '' } },
    { enabled: Boolean(connectedId) },
  );
  const devices: SharingDevice[] = query.data ?? [];
  const wanted = deviceId ?? connectedId;
  const device = devices.find((item) => item.device_id === wanted) ?? null;
  return { ...query, devices, device, connectedId };
}
