import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAP_STORY_ARGS, MAP_STORY_STATES } from '../DeviceMap/mapStoryFixtures';
import { DeviceMapPreview, type InteractiveDeviceMapModule } from './DeviceMapPreview';

/** The interactive map with Leaflet's stylesheet, fetched as chunks of their own the way an app does it. */
const loadMap = (): Promise<InteractiveDeviceMapModule> =>
  Promise.all([import('leaflet/dist/leaflet.css'), import('../DeviceMap/DeviceMap')]).then(([, module]) => ({
    default: module.DeviceMap,
  }));

const meta = {
  title: 'Maps/DeviceMapPreview',
  component: DeviceMapPreview,
  args: { ...MAP_STORY_ARGS, loadMap },
} satisfies Meta<typeof DeviceMapPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two devices fitted in view, as DeviceMap's first view; a press or the button opens the real map. */
export const Devices: Story = {};

/** The admin console's company map: 450 px, centred on the first device with an 8000 m circle. */
export const CompanyArea: Story = { args: MAP_STORY_STATES.CompanyArea };

/** Many devices: the same groups as on the interactive map at this zoom. */
export const ManyDevices: Story = { args: MAP_STORY_STATES.ManyDevices };

/** One device with the path it travelled, fitted in view. */
export const WithTrack: Story = { args: MAP_STORY_STATES.WithTrack };

/** No device reported a position: the fixed fallback centre. */
export const NoDevices: Story = { args: MAP_STORY_STATES.NoDevices };

/** The tile server is out of reach: the devices on a plain background, with a notice. */
export const TilesUnreachable: Story = { args: MAP_STORY_STATES.TilesUnreachable };

/** No tile URL configured at all. */
export const WithoutTiles: Story = { args: MAP_STORY_STATES.WithoutTiles };

/** The interactive map could not be fetched (offline): the picture stays, the button tries again. */
export const MapFailedToLoad: Story = {
  args: { loadMap: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  },
};
