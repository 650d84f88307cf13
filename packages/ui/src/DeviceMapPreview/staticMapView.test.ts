import { CRS, latLng, latLngBounds, map as leafletMap, type LatLngTuple } from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import {
  frameOf,
  initialView,
  metresPerPx,
  project,
  tilesOf,
  toScreen,
  unproject,
  visibleBBox,
  type LatLng,
} from './staticMapView';

const LONDON: LatLng = [51.5072, -0.1276];
const MANCHESTER: LatLng = [53.4808, -2.2426];
const SYDNEY: LatLng = [-33.8688, 151.2093];

/** A Leaflet map of the given size in jsdom (which has no layout, so the size is set on the element). */
function leafletOfSize(width: number, height: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  document.body.append(element);
  return leafletMap(element, { zoomAnimation: false, fadeAnimation: false });
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the projection', () => {
  it('puts points where Leaflet puts them, at every zoom', () => {
    for (const point of [LONDON, SYDNEY, [0, 0] as LatLng, [84.9, -179.5] as LatLng]) {
      for (const zoom of [0, 3, 10, 17]) {
        const leaflet = CRS.EPSG3857.latLngToPoint(latLng(point[0], point[1]), zoom);
        const ours = project(point, zoom);
        expect(ours.x).toBeCloseTo(leaflet.x, 6);
        expect(ours.y).toBeCloseTo(leaflet.y, 6);
      }
    }
  });

  it('turns a point back into the same latitude and longitude', () => {
    const [latitude, longitude] = unproject(project(SYDNEY, 12), 12);
    expect(latitude).toBeCloseTo(SYDNEY[0], 9);
    expect(longitude).toBeCloseTo(SYDNEY[1], 9);
  });

  it('knows how many metres a pixel covers, as Leaflet draws an 8 km circle', () => {
    // At the equator and zoom 0 one px is 1/256 of the Earth's circumference.
    expect(metresPerPx(0, 0)).toBeCloseTo(156_543.03, 1);
    // Twice as many px per metre one zoom further in, and fewer metres per px nearer the pole.
    expect(metresPerPx(51.5, 10)).toBeCloseTo(metresPerPx(51.5, 9) / 2, 9);
    expect(metresPerPx(60, 4)).toBeCloseTo(metresPerPx(0, 4) / 2, 6);
  });
});

describe('the first view', () => {
  const request = {
    fallbackCenter: [41.9, 12.5] as LatLng,
    zoom: 4,
    minZoom: 1,
    maxZoom: 18,
    fitMaxZoom: 13,
    width: 800,
    height: 360,
  };

  it('opens on the requested centre at the requested zoom', () => {
    expect(initialView({ ...request, points: [LONDON, MANCHESTER], center: [50, 5] })).toEqual({
      center: [50, 5],
      zoom: 4,
    });
  });

  it('opens on the one device, or on the fallback centre without any', () => {
    expect(initialView({ ...request, points: [LONDON] })).toEqual({ center: LONDON, zoom: 4 });
    expect(initialView({ ...request, points: [] })).toEqual({ center: [41.9, 12.5], zoom: 4 });
  });

  it('keeps the zoom within the map’s limits', () => {
    expect(initialView({ ...request, points: [], zoom: 2, minZoom: 3 }).zoom).toBe(3);
  });

  it.each([
    ['two nearby devices', [LONDON, MANCHESTER], 800, 360],
    ['devices on two continents', [LONDON, SYDNEY], 1200, 450],
    ['a phone-wide map', [LONDON, MANCHESTER, [48.8566, 2.3522] as LatLng], 328, 450],
  ])('fits %s exactly as Leaflet does', (_name, points, width, height) => {
    const leaflet = leafletOfSize(width, height);
    leaflet.fitBounds(latLngBounds(points.map(([lat, lng]) => [lat, lng] as LatLngTuple)), {
      paddingTopLeft: [32, 80],
      paddingBottomRight: [32, 32],
      maxZoom: 13,
      animate: false,
    });
    const ours = initialView({ ...request, points, width, height });
    expect(ours.zoom).toBe(leaflet.getZoom());
    expect(ours.center[0]).toBeCloseTo(leaflet.getCenter().lat, 6);
    expect(ours.center[1]).toBeCloseTo(leaflet.getCenter().lng, 6);
  });

  it('does not zoom past fitMaxZoom for devices side by side', () => {
    const next = [LONDON[0] + 0.0001, LONDON[1]] as LatLng;
    expect(initialView({ ...request, points: [LONDON, next] }).zoom).toBe(13);
  });
});

describe('a view laid out in a box', () => {
  it('puts the centre in the middle of the box', () => {
    const frame = frameOf({ center: LONDON, zoom: 9 }, 600, 400);
    const middle = toScreen(frame, LONDON);
    expect(middle.x).toBeCloseTo(300, 9);
    expect(middle.y).toBeCloseTo(200, 9);
  });

  it('covers the box with the tiles under it, named by the template', () => {
    // Zoom 1 is four tiles; a 512 px box centred on (0, 0) shows exactly them.
    const tiles = tilesOf(
      frameOf({ center: [0, 0], zoom: 1 }, 512, 512),
      'https://{s}.tiles.test/{z}/{x}/{y}.png',
    );
    expect(tiles.map((tile) => [tile.url, tile.left, tile.top])).toEqual([
      ['https://a.tiles.test/1/0/0.png', 0, 0],
      ['https://b.tiles.test/1/1/0.png', 256, 0],
      ['https://b.tiles.test/1/0/1.png', 0, 256],
      ['https://c.tiles.test/1/1/1.png', 256, 256],
    ]);
  });

  it('repeats the world sideways but not beyond the poles', () => {
    // Zoom 0 is one tile; a box three worlds wide and two high shows it three times, in one row.
    const tiles = tilesOf(frameOf({ center: [0, 0], zoom: 0 }, 768, 512), '{z}/{x}/{y}');
    expect(tiles.map((tile) => `${tile.url}@${tile.left}`)).toEqual(['0/0/0@0', '0/0/0@256', '0/0/0@512']);
  });

  it('reports the area in view, or the whole world once the box is wider than it', () => {
    const [west, south, east, north] = visibleBBox(frameOf({ center: LONDON, zoom: 10 }, 600, 400));
    expect(west).toBeLessThan(LONDON[1]);
    expect(east).toBeGreaterThan(LONDON[1]);
    expect(south).toBeLessThan(LONDON[0]);
    expect(north).toBeGreaterThan(LONDON[0]);
    expect(visibleBBox(frameOf({ center: LONDON, zoom: 1 }, 600, 400))).toEqual([-180, -85, 180, 85]);
  });
});
