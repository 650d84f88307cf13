import type { Meta, StoryObj } from '@storybook/react-vite';
import 'leaflet/dist/leaflet.css';
import { DeviceMap, type DeviceMapMarker } from './DeviceMap';
import { FAKE_TILE_URL, UNREACHABLE_TILE_URL } from './fakeTiles';
import { LONDON, LONDON_DAY_TRACK, MANCHESTER, MANY_DEVICES } from './mapStoryFixtures';

const meta = {
  title: 'Maps/DeviceMap',
  component: DeviceMap,
  args: {
    markers: [LONDON, MANCHESTER],
    tileUrl: FAKE_TILE_URL,
    tileAttribution: 'Fake tiles for the story',
    tilesUnavailableText: 'The map background could not load. Devices are shown at their positions.',
    label: 'Map of device locations',
    fallbackCenter: [41.9, 12.5],
    zoom: 2,
    minZoom: 3,
    maxZoom: 18,
    height: 360,
    renderPopup: (marker: DeviceMapMarker) => (
      <span>
        {marker.label}
        <br />
        <a href="#details">Device Details</a>
      </span>
    ),
  },
} satisfies Meta<typeof DeviceMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two devices fitted in view, tiles loading (a fake tile server that needs no network). */
export const Devices: Story = {};

/** One device: centred on it. */
export const OneDevice: Story = { args: { markers: [LONDON], zoom: 12 } };

/** No device reported a position: the fixed fallback centre. */
export const NoDevices: Story = { args: { markers: [] } };

/** The tile server is out of reach: markers on a plain background, with a notice. */
export const TilesUnreachable: Story = { args: { tileUrl: UNREACHABLE_TILE_URL } };

/** No tile URL configured at all. */
export const WithoutTiles: Story = { args: { tileUrl: null } };

/** The admin console's company map: 450 px, centred on the first device with an 8000 m circle. */
export const CompanyArea: Story = {
  args: {
    height: 450,
    zoom: 10,
    center: [LONDON.latitude, LONDON.longitude],
    circle: { center: [LONDON.latitude, LONDON.longitude], radius: 8000 },
  },
};

/** Many devices: each group shows how many it holds; tapping one zooms in until it splits. */
export const ManyDevices: Story = { args: { markers: MANY_DEVICES, zoom: 4 } };

/** Device Details: one device with the path it travelled over the day, fitted in view. */
export const WithTrack: Story = {
  args: {
    markers: [LONDON],
    zoom: 14,
    height: 320,
    track: LONDON_DAY_TRACK,
  },
};
