import { useMemo, useState, type ReactNode } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import {
  clusterItems,
  createClusterIndex,
  WHOLE_WORLD,
  type BBox,
  type ClusterableMarker,
} from './clusterIndex';
import { clusterMarkerIcon } from './clusterMarkerIcon';
import { deviceMarkerIcon } from './deviceMarkerIcon';

export type { ClusterableMarker } from './clusterIndex';

/** Markers are worked out this far beyond the visible area, so a short pan shows them at once. */
const VIEW_PADDING = 0.25;

interface View {
  bbox: BBox;
  zoom: number;
}

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

  const index = useMemo(() => createClusterIndex(markers), [markers]);
  const items = useMemo(() => clusterItems(index, view.bbox, view.zoom), [index, view]);

  return items.map((item) => {
    if (item.kind === 'marker') {
      return <DeviceMarker key={item.marker.id} marker={item.marker} renderPopup={renderPopup} />;
    }
    const { id, count, latitude, longitude } = item;
    return (
      <Marker
        key={`cluster-${id}`}
        position={[latitude, longitude]}
        icon={clusterMarkerIcon(count)}
        title={clusterLabel(count)}
        alt={clusterLabel(count)}
        eventHandlers={{
          click: () => map.setView([latitude, longitude], index.getClusterExpansionZoom(id)),
        }}
      />
    );
  });
}
