import { useMemo, useState, type ReactNode } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import { clusterMarkerIcon } from './clusterMarkerIcon';
import { deviceMarkerIcon, type DeviceMarkerStatus } from './deviceMarkerIcon';

/** The part of a marker clustering needs (DeviceMapMarker has it). */
export interface ClusterableMarker {
  id: string;
  latitude: number;
  longitude: number;
  label: string;
  status: DeviceMarkerStatus;
}

/** Markers closer than this many px on screen go into one cluster. */
const CLUSTER_RADIUS_PX = 48;
/** The size of a tile in Leaflet's default CRS (the world is this many px wide at zoom 0). */
const LEAFLET_TILE_PX = 256;
/** From this zoom on every device has its own marker, however close (street level). */
const CLUSTER_MAX_ZOOM = 16;
/** Markers are worked out this far beyond the visible area, so a short pan shows them at once. */
const VIEW_PADDING = 0.25;

interface View {
  bbox: [number, number, number, number];
  zoom: number;
}

const WHOLE_WORLD: View['bbox'] = [-180, -85, 180, 85];

function viewOf(map: LeafletMap): View {
  const zoom = Math.round(map.getZoom());
  const size = map.getSize();
  // A map not laid out yet (or in a test without layout) has no area: count every marker as in view.
  if (size.x === 0 || size.y === 0) return { bbox: WHOLE_WORLD, zoom };
  const bounds = map.getBounds().pad(VIEW_PADDING);
  if (bounds.getEast() - bounds.getWest() >= 360) return { bbox: WHOLE_WORLD, zoom };
  return {
    bbox: [
      Math.max(-180, bounds.getWest()),
      Math.max(-85, bounds.getSouth()),
      Math.min(180, bounds.getEast()),
      Math.min(85, bounds.getNorth()),
    ],
    zoom,
  };
}

function DeviceMarker<M extends ClusterableMarker>({
  marker,
  renderPopup,
}: {
  marker: M;
  renderPopup?: (marker: M) => ReactNode;
}) {
  const icon = useMemo(() => deviceMarkerIcon(marker.label, marker.status), [marker.label, marker.status]);
  return (
    <Marker
      position={[marker.latitude, marker.longitude]}
      icon={icon}
      title={marker.label}
      alt={marker.label}
    >
      {renderPopup && <Popup>{renderPopup(marker)}</Popup>}
    </Marker>
  );
}

/**
 * The devices of a DeviceMap, those too close together to tell apart grouped into one numbered marker
 * (supercluster over the markers, worked out again after each pan or zoom). Tapping a group zooms in until
 * it splits. Only what is in view is drawn, so a thousand devices cost a few dozen elements.
 */
export function ClusteredMarkers<M extends ClusterableMarker>({
  markers,
  renderPopup,
  clusterLabel,
}: {
  markers: readonly M[];
  renderPopup?: (marker: M) => ReactNode;
  clusterLabel: (count: number) => string;
}) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)), resize: () => setView(viewOf(map)) });

  const index = useMemo(() => {
    const clusters = new Supercluster<{ marker: M }>({
      radius: CLUSTER_RADIUS_PX,
      // supercluster's radius is relative to its tile size (512 by default); Leaflet's tiles are 256 px,
      // so without this the grouping distance on screen would be half of CLUSTER_RADIUS_PX.
      extent: LEAFLET_TILE_PX,
      maxZoom: CLUSTER_MAX_ZOOM,
    });
    clusters.load(
      markers.map((marker) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [marker.longitude, marker.latitude] },
        properties: { marker },
      })),
    );
    return clusters;
  }, [markers]);
  const items = useMemo(() => index.getClusters(view.bbox, view.zoom), [index, view]);

  return items.map((item) => {
    const properties = item.properties;
    if (!('cluster' in properties) || !properties.cluster) {
      const { marker } = properties as { marker: M };
      return <DeviceMarker key={marker.id} marker={marker} renderPopup={renderPopup} />;
    }
    const [longitude, latitude] = item.geometry.coordinates;
    const count = properties.point_count;
    return (
      <Marker
        key={`cluster-${properties.cluster_id}`}
        position={[latitude, longitude]}
        icon={clusterMarkerIcon(count)}
        title={clusterLabel(count)}
        alt={clusterLabel(count)}
        eventHandlers={{
          click: () =>
            map.setView([latitude, longitude], index.getClusterExpansionZoom(properties.cluster_id)),
        }}
      />
    );
  });
}
