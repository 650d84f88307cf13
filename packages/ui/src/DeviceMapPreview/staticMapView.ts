// The arithmetic of a web map (spherical Mercator, 256 px tiles, as Leaflet's default CRS) that the static
// preview needs to draw the first view of DeviceMap without Leaflet: where a point falls on screen, which
// tiles cover the view, and the view DeviceMap opens on.
import { TILE_PX, WHOLE_WORLD, type BBox } from '../DeviceMap/clusterIndex';

/** Leaflet's projection stops here, so the world is a square. */
const MAX_LATITUDE = 85.0511287798;
/** The circumference of the Earth at the equator in metres (Leaflet's CRS.Earth, radius 6378137 m). */
const EARTH_CIRCUMFERENCE_M = 2 * Math.PI * 6_378_137;

/** Latitude and longitude (Leaflet's LatLngTuple, whose optional third number is an altitude). */
export type LatLng = readonly [number, number, number?];
export interface Point {
  x: number;
  y: number;
}

/** The world's width in px at `zoom`. */
const worldPx = (zoom: number) => TILE_PX * 2 ** zoom;

/** Where a latitude and longitude fall on the world at `zoom`, in px from its top-left corner. */
export function project([latitude, longitude]: LatLng, zoom: number): Point {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  const size = worldPx(zoom);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The latitude and longitude at a point of the world at `zoom` (the inverse of {@link project}). */
export function unproject({ x, y }: Point, zoom: number): LatLng {
  const size = worldPx(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return [(180 / Math.PI) * Math.atan(Math.sinh(n)), (x / size) * 360 - 180];
}

/** How many metres one px covers at a latitude and zoom (what a circle's radius in metres is drawn with). */
export const metresPerPx = (latitude: number, zoom: number) =>
  (EARTH_CIRCUMFERENCE_M * Math.cos((latitude * Math.PI) / 180)) / worldPx(zoom);

/** What a map shows: its centre and a whole zoom level. */
export interface MapView {
  center: LatLng;
  zoom: number;
}

export interface ViewRequest {
  /** The points the view must show: the markers, then the track. */
  points: readonly LatLng[];
  center?: LatLng;
  fallbackCenter: LatLng;
  zoom: number;
  minZoom: number;
  maxZoom: number;
  fitMaxZoom: number;
  width: number;
  height: number;
}

/** Room kept around fitted points, as DeviceMap asks Leaflet for: more at the top, under the notice. */
const FIT_PADDING = { top: 80, left: 32, bottom: 32, right: 32 };

const clampZoom = (zoom: number, min: number, max: number) => Math.max(min, Math.min(max, zoom));

/**
 * The view DeviceMap opens on: the requested centre at `zoom`, else its one point at `zoom`, else all points
 * fitted (Leaflet's fitBounds with whole zoom steps, up to `fitMaxZoom`), else the fallback centre.
 */
export function initialView(request: ViewRequest): MapView {
  const { points, center, fallbackCenter, minZoom, maxZoom, width, height } = request;
  const zoom = clampZoom(request.zoom, minZoom, maxZoom);
  if (center) return { center, zoom };
  if (points.length === 0) return { center: fallbackCenter, zoom };
  if (points.length === 1) return { center: points[0]!, zoom };
  const south = Math.min(...points.map((p) => p[0]));
  const north = Math.max(...points.map((p) => p[0]));
  const west = Math.min(...points.map((p) => p[1]));
  const east = Math.max(...points.map((p) => p[1]));
  // The span at zoom 0, and the room there is for it; each zoom step doubles the span.
  const northWest = project([north, west], 0);
  const southEast = project([south, east], 0);
  const spanX = southEast.x - northWest.x;
  const spanY = southEast.y - northWest.y;
  const roomX = width - FIT_PADDING.left - FIT_PADDING.right;
  const roomY = height - FIT_PADDING.top - FIT_PADDING.bottom;
  const scale = Math.min(spanX > 0 ? roomX / spanX : Infinity, spanY > 0 ? roomY / spanY : Infinity);
  // Leaflet rounds to a hundredth of a step before taking the whole step that still fits.
  const fitted =
    Number.isFinite(scale) && scale > 0 ? Math.floor(Math.round(Math.log2(scale) * 100) / 100) : maxZoom;
  const fitZoom = clampZoom(Math.min(fitted, request.fitMaxZoom), minZoom, maxZoom);
  // The centre of the points, moved by half the difference of the paddings, as Leaflet does.
  const sw = project([south, west], fitZoom);
  const ne = project([north, east], fitZoom);
  const middle = {
    x: (sw.x + ne.x) / 2 + (FIT_PADDING.right - FIT_PADDING.left) / 2,
    y: (sw.y + ne.y) / 2 + (FIT_PADDING.bottom - FIT_PADDING.top) / 2,
  };
  return { center: unproject(middle, fitZoom), zoom: fitZoom };
}

/** A view laid out in a box: where a point of the world lands in the box. */
export interface ViewFrame extends MapView {
  width: number;
  height: number;
  /** The world px at the box's top-left corner. */
  origin: Point;
}

export function frameOf(view: MapView, width: number, height: number): ViewFrame {
  const middle = project(view.center, view.zoom);
  return { ...view, width, height, origin: { x: middle.x - width / 2, y: middle.y - height / 2 } };
}

/** Where a latitude and longitude land in the box, in px from its top-left corner. */
export function toScreen(frame: ViewFrame, point: LatLng): Point {
  const world = project(point, frame.zoom);
  return { x: world.x - frame.origin.x, y: world.y - frame.origin.y };
}

/** The area the box shows (for clustering, with a margin of `padding` times its size on each side). */
export function visibleBBox(frame: ViewFrame, padding = 0): BBox {
  const padX = frame.width * padding;
  const padY = frame.height * padding;
  if (frame.width + 2 * padX >= worldPx(frame.zoom)) return WHOLE_WORLD;
  const [north, west] = unproject({ x: frame.origin.x - padX, y: frame.origin.y - padY }, frame.zoom);
  const [south, east] = unproject(
    { x: frame.origin.x + frame.width + padX, y: frame.origin.y + frame.height + padY },
    frame.zoom,
  );
  return [Math.max(-180, west), Math.max(-85, south), Math.min(180, east), Math.min(85, north)];
}

/** One tile of the view: its URL and where its top-left corner goes in the box. */
export interface PlacedTile {
  key: string;
  url: string;
  left: number;
  top: number;
}

/**
 * The tiles covering the box, from a URL template with {z}, {x}, {y} (and Leaflet's {s} and {r}). Columns
 * wrap around the world as Leaflet's do; rows beyond the poles are left out.
 */
export function tilesOf(frame: ViewFrame, template: string): PlacedTile[] {
  const count = 2 ** frame.zoom;
  const firstColumn = Math.floor(frame.origin.x / TILE_PX);
  const lastColumn = Math.floor((frame.origin.x + frame.width - 1) / TILE_PX);
  const firstRow = Math.max(0, Math.floor(frame.origin.y / TILE_PX));
  const lastRow = Math.min(count - 1, Math.floor((frame.origin.y + frame.height - 1) / TILE_PX));
  const tiles: PlacedTile[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const x = ((column % count) + count) % count;
      const url = template
        .replaceAll('{z}', String(frame.zoom))
        .replaceAll('{x}', String(x))
        .replaceAll('{y}', String(row))
        .replaceAll('{s}', 'abc'[Math.abs(x + row) % 3]!)
        .replaceAll('{r}', '');
      tiles.push({
        key: `${column}/${row}`,
        url,
        left: Math.round(column * TILE_PX - frame.origin.x),
        top: Math.round(row * TILE_PX - frame.origin.y),
      });
    }
  }
  return tiles;
}
