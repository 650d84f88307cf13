import Supercluster from 'supercluster';
import type { DeviceMarkerStatus } from './deviceMarkerStyle';

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
/** The size of a tile in the web map projection (the world is this many px wide at zoom 0). */
export const TILE_PX = 256;
/** From this zoom on every device has its own marker, however close (street level). */
const CLUSTER_MAX_ZOOM = 16;

/** West, south, east, north in degrees. */
export type BBox = [number, number, number, number];
export const WHOLE_WORLD: BBox = [-180, -85, 180, 85];

/**
 * The grouping of markers too close together to tell apart, shared by the interactive map and its static
 * preview so both show the same groups at the same zoom (supercluster).
 */
export function createClusterIndex<M extends ClusterableMarker>(markers: readonly M[]) {
  const index = new Supercluster<{ marker: M }>({
    radius: CLUSTER_RADIUS_PX,
    // supercluster's radius is relative to its tile size (512 by default); map tiles are 256 px, so
    // without this the grouping distance on screen would be half of CLUSTER_RADIUS_PX.
    extent: TILE_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    markers.map((marker) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [marker.longitude, marker.latitude] },
      properties: { marker },
    })),
  );
  return index;
}

/** One thing to draw: a single marker, or a group of `count` at its centre. */
export type ClusterItem<M> =
  | { kind: 'marker'; marker: M }
  | { kind: 'cluster'; id: number; count: number; latitude: number; longitude: number };

/** What to draw in `bbox` at `zoom`. */
export function clusterItems<M extends ClusterableMarker>(
  index: Supercluster<{ marker: M }>,
  bbox: BBox,
  zoom: number,
): ClusterItem<M>[] {
  return index.getClusters(bbox, zoom).map((item) => {
    const properties = item.properties;
    if (!('cluster' in properties) || !properties.cluster) {
      return { kind: 'marker', marker: (properties as { marker: M }).marker };
    }
    const [longitude, latitude] = item.geometry.coordinates;
    return { kind: 'cluster', id: properties.cluster_id, count: properties.point_count, latitude, longitude };
  });
}
