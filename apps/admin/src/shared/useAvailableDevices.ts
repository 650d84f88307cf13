import { useEffect, useState } from 'react';
import { useDataProvider, type DataProvider, type Identifier } from 'react-admin';
import type { AvailableDevice, DriskAdminCalls } from '@drisk/data-provider';

export interface AvailableDevicesState {
  devices: AvailableDevice[];
  isPending: boolean;
  error: Error | null;
}

/**
 * Devices the server offers to add to a company (`companyId`) or give to a user profile (`userId`),
 * fetched each time a form opens (`enabled`), so the list is never stale.
 */
export function useAvailableDevices(
  owner: { companyId: Identifier } | { userId: Identifier },
  enabled: boolean,
): AvailableDevicesState {
  const dataProvider = useDataProvider<DataProvider & DriskAdminCalls>();
  const [state, setState] = useState<AvailableDevicesState>({ devices: [], isPending: true, error: null });
  const key = 'companyId' in owner ? `company:${owner.companyId}` : `user:${owner.userId}`;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    setState({ devices: [], isPending: true, error: null });
    dataProvider
      .availableDevices(kind === 'company' ? { companyId: Number(id) } : { userId: Number(id) })
      .then((devices) => live && setState({ devices, isPending: false, error: null }))
      .catch((error: Error) => live && setState({ devices: [], isPending: false, error }));
    return () => {
      live = false;
    };
  }, [dataProvider, key, enabled]);
  return state;
}
