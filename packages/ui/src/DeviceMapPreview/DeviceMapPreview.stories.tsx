import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DeviceMapMarker } from '../DeviceMap/DeviceMap';
import { FAKE_TILE_URL, UNREACHABLE_TILE_URL } from '../DeviceMap/fakeTiles';
import { LONDON, LONDON_DAY_TRACK, MANCHESTER, MANY_DEVICES } from '../DeviceMap/mapStoryFixtures';
import { DeviceMapPreview, type InteractiveDeviceMapModule } from './DeviceMapPreview';

/** The interactive map with Leaflet's stylesheet, fetched as chunks of their own the way an app does it. */
const loadMap = (): Promise<InteractiveDeviceMapModule> =>
  Promise.all([import('leaflet/dist/leaflet.css'), import('../DeviceMap/DeviceMap')]).then(([, module]) => ({
    default: module.DeviceMap,
  }));

const meta = {
  title: 'Maps/DeviceMapPreview',
  component: DeviceMapPreview,
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
    loadMap,
    renderPopup: (marker: DeviceMapMarker) => (
      <span>
        {marker.label}
        <br />
        <a href="#details">Device Details</a>
      </span>
    ),
  },
} satisfies Meta<typeof DeviceMapPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two devices fitted in view, as DeviceMap's first view; a press or the button opens the real map. */
export const Devices: Story = {};

/** The admin console's company map: 450 px, centred on the first device with an 8000 m circle. */
export const CompanyArea: Story = {
  args: {
    height: 450,
    zoom: 10,
    center: [LONDON.latitude, LONDON.longitude],
    circle: { center: [LONDON.latitude, LONDON.longitude], radius: 8000 },
  },
};

/** Many devices: the same groups as on the interactive map at this zoom. */
export const ManyDevices: Story = { args: { markers: MANY_DEVICES, zoom: 4 } };

/** One device with the path it travelled, fitted in view. */
export const WithTrack: Story = {
  args: { markers: [LONDON], zoom: 14, height: 320, track: LONDON_DAY_TRACK },
};

/** No device reported a position: the fixed fallback centre. */
export const NoDevices: Story = { args: { markers: [] } };

/** The tile server is out of reach: the devices on a plain background, with a notice. */
export const TilesUnreachable: Story = { args: { tileUrl: UNREACHABLE_TILE_URL } };

/** No tile URL configured at all. */
export const WithoutTiles: Story = { args: { tileUrl: null } };

/** The interactive map could not be fetched (offline): the picture stays, the button tries again. */
export const MapFailedToLoad: Story = {
  args: { loadMap: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  },
};
