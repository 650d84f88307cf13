import { ADMIN_MAP_DEFAULTS, MAP_DEFAULTS, UI_TEXT, type CompanyDevice } from '@drisk/contract';
import { DeviceMapPreview } from '@drisk/ui';
import { companyMapView } from './map/companyMapView';

const loadInteractiveMap = () => import('./InteractiveDeviceMap');

export interface CompanyDevicesMapProps {
  /** The company devices with their last positions: the result of GET user/getCustomerDevicesList. */
  devices: readonly CompanyDevice[];
  /** Tile URL template (realtime/config's map_tile_url); null or '' shows the plain background. */
  tileUrl: string | null;
  /** realtime/config's map_tile_attribution. */
  tileAttribution?: string;
}

/**
 * The admin console's company map (Dashboard tab, spec 3 §2.9): full width, 450 px high, centred on the
 * first device with an 8000 m circle and a marker per device; default zoom 4 and centre (50, 5). It opens
 * as a picture of that view and becomes the Leaflet map at the first press, so the tab shows it at once.
 */
export function CompanyDevicesMap({ devices, tileUrl, tileAttribution = '' }: CompanyDevicesMapProps) {
  const view = companyMapView(devices);
  return (
    <DeviceMapPreview
      loadMap={loadInteractiveMap}
      label={UI_TEXT.mapRegionLabel}
      markers={view.markers}
      tileUrl={tileUrl}
      tileAttribution={tileAttribution}
      tilesUnavailableText={UI_TEXT.mapTilesUnavailable}
      clusterLabel={UI_TEXT.mapClusterLabel}
      center={view.center}
      fallbackCenter={view.center}
      circle={view.circle}
      zoom={ADMIN_MAP_DEFAULTS.zoom}
      maxZoom={MAP_DEFAULTS.maxZoom}
      height={ADMIN_MAP_DEFAULTS.height}
      renderPopup={(marker) => marker.label}
    />
  );
}
