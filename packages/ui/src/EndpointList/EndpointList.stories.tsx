import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UI_TEXT } from '@drisk/contract';
import type { EndpointListItem } from './EndpointList';
import { EndpointList } from './EndpointList';
import { HOME_TEXT_DE } from '@drisk/contract/i18n/de';

const connected: EndpointListItem[] = [
  { name: 'Pixel 8', mac_address: '3C:5A:B4:11:22:01', ip_address: '192.168.8.21', connected_time: 3.25 },
  {
    name: "Olivia's MacBook Pro",
    mac_address: '3C:5A:B4:11:22:02',
    ip_address: '192.168.8.22',
    connected_time: 7.5,
  },
  {
    name: 'Living Room TV',
    mac_address: '3C:5A:B4:11:22:03',
    ip_address: '192.168.8.23',
    connected_time: 26.125,
  },
  {
    name: 'Front Door Camera',
    mac_address: '3C:5A:B4:11:22:04',
    ip_address: '192.168.8.24',
    connected_time: 0.1,
  },
  { name: 'Thermostat', mac_address: '3C:5A:B4:11:22:05', ip_address: '192.168.8.25', connected_time: 120 },
];

const blocked: EndpointListItem[] = [
  { name: 'Unknown Android', mac_address: '7A:10:9C:00:00:01', ip_address: '192.168.8.40' },
  { name: 'Guest Laptop', mac_address: '7A:10:9C:00:00:02', ip_address: '192.168.8.41' },
];

// Annotated (not `satisfies`) so portable stories take the component's props.
const meta: Meta<typeof EndpointList> = {
  title: 'Home/EndpointList',
  component: EndpointList,
  args: {
    title: 'Connected Devices',
    variant: 'connected',
    endpoints: connected,
    emptyText: UI_TEXT.noDataAvailable,
    onAction: fn(),
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof EndpointList>;

export const Connected: Story = {};

export const Blocked: Story = {
  args: {
    title: 'Blocked Devices',
    variant: 'blocked',
    endpoints: blocked,
    emptyText: UI_TEXT.noBlockedDevices,
  },
};

/** Timed blocks count down live and can be extended; a block for good says so and has no extension. */
export const TimedBlocks: Story = {
  args: {
    title: 'Blocked Devices',
    variant: 'blocked',
    endpoints: [
      { ...blocked[0], blocked_until: Date.now() + 14 * 60_000 + 32_000 },
      { ...blocked[1], blocked_until: null },
      {
        name: 'Pixel 8',
        mac_address: '3C:5A:B4:11:22:01',
        ip_address: '192.168.8.21',
        blocked_until: Date.now() + 65 * 60_000,
      },
    ],
    emptyText: UI_TEXT.noBlockedDevices,
    onExtend: fn(),
  },
};

export const Loading: Story = { args: { loading: true } };

export const NoConnectedDevices: Story = { args: { endpoints: [] } };

export const NoBlockedDevices: Story = {
  args: { title: 'Blocked Devices', variant: 'blocked', endpoints: [], emptyText: UI_TEXT.noBlockedDevices },
};

/** The Block request for the TV is on its way. */
export const Busy: Story = { args: { busyMac: '3C:5A:B4:11:22:03' } };

/** Without onSelect the names are plain text. */
export const NotSelectable: Story = { args: { onSelect: undefined } };

/** A Guest may look but not block: no buttons. */
export const ReadOnly: Story = { args: { onAction: undefined } };

/** The Connected Devices screen: read-only rows with the hours connected and the data used since. */
export const WithDataUsed: Story = {
  args: {
    onAction: undefined,
    onSelect: undefined,
    endpoints: connected.map((endpoint, index) => ({
      ...endpoint,
      data_used: [0, 950, 1_234_567, 8.2e9][index % 4],
    })),
  },
};

/** A very long name, a long connection and many rows. */
export const ExtremeValues: Story = {
  args: {
    endpoints: [
      {
        name: 'A-very-long-hostname-that-a-smart-fridge-reports-without-spaces-0123456789',
        mac_address: 'AA:BB:CC:DD:EE:01',
        connected_time: 8760.004,
      },
      ...Array.from({ length: 24 }, (_, index) => ({
        name: `Sensor ${index + 1}`,
        mac_address: `AA:BB:CC:DD:EF:${String(index).padStart(2, '0')}`,
        connected_time: index / 7,
      })),
    ],
  },
};

/** On a 360 px phone each row stacks: the button goes under the text. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, border: '1px dashed #ccc', padding: 8, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
};

/** In German (the title comes from the screen, here Home's German one). */
export const German: Story = {
  args: { title: HOME_TEXT_DE.connectedDevicesTitle },
  globals: { language: 'de' },
};

/** Timed blocks in German: the countdown and the extensions. */
export const GermanTimedBlocks: Story = {
  ...TimedBlocks,
  args: { ...TimedBlocks.args, title: HOME_TEXT_DE.blockedDevicesTitle },
  globals: { language: 'de' },
};
