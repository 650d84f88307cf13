import type { Meta, StoryObj } from '@storybook/react-vite';
import 'leaflet/dist/leaflet.css';
import { DeviceMap } from './DeviceMap';
import { LONDON, MAP_STORY_ARGS, MAP_STORY_STATES } from './mapStoryFixtures';

const meta = {
  title: 'Maps/DeviceMap',
  component: DeviceMap,
  args: MAP_STORY_ARGS,
} satisfies Meta<typeof DeviceMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two devices fitted in view, tiles loading (a fake tile server that needs no network). */
export const Devices: Story = {};

/** One device: centred on it. */
export const OneDevice: Story = { args: { markers: [LONDON], zoom: 12 } };

/** No device reported a position: the fixed fallback centre. */
export const NoDevices: Story = { args: MAP_STORY_STATES.NoDevices };

/** The tile server is out of reach: markers on a plain background, with a notice. */
export const TilesUnreachable: Story = { args: MAP_STORY_STATES.TilesUnreachable };

/** No tile URL configured at all. */
export const WithoutTiles: Story = { args: MAP_STORY_STATES.WithoutTiles };

/** The admin console's company map: 450 px, centred on the first device with an 8000 m circle. */
export const CompanyArea: Story = { args: MAP_STORY_STATES.CompanyArea };

/** Many devices: each group shows how many it holds; tapping one zooms in until it splits. */
export const ManyDevices: Story = { args: MAP_STORY_STATES.ManyDevices };

/** Device Details: one device with the path it travelled over the day, fitted in view. */
export const WithTrack: Story = { args: MAP_STORY_STATES.WithTrack };
