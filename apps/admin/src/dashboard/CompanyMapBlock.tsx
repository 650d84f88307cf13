import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { ADMIN_MAP_DEFAULTS } from '@drisk/contract/client';
import type { DriskDataProvider } from '@drisk/data-provider';
import { CompanyDevicesMap } from './CompanyDevicesMap';
import { messageOf } from './threats/threatQueries';

/**
 * The Dashboard tab's map block: the company devices at their last positions over the tiles the api is
 * configured with. Without tiles (offline, or none configured) the map still shows the markers.
 */
export function CompanyMapBlock() {
  const dataProvider = useDataProvider<DriskDataProvider>();
  const devices = useQuery({
    queryKey: ['companyDeviceLocations'],
    queryFn: () => dataProvider.companyDeviceLocations(),
  });
  const tiles = useQuery({
    queryKey: ['mapTiles'],
    queryFn: () => dataProvider.mapTiles(),
    staleTime: Infinity,
  });
  if (devices.error) return <Alert severity="error">{messageOf(devices.error)}</Alert>;
  if (!devices.data || tiles.isPending)
    return <Skeleton variant="rectangular" height={ADMIN_MAP_DEFAULTS.height} aria-label="Loading map" />;
  return (
    <CompanyDevicesMap
      devices={devices.data}
      tileUrl={tiles.data?.url ?? null}
      tileAttribution={tiles.data?.attribution}
    />
  );
}
