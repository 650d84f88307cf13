import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { BatteryIcon } from '../BatteryIcon';
import { PageHeader } from './PageHeader';
import { SCREEN_TEXT_DE } from '@drisk/contract/i18n/de';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Home', deviceName: 'dRisk-Alpha', deviceStatus: 'Active' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveDevice: Story = {};

export const InactiveDevice: Story = { args: { deviceStatus: 'Inactive' } };

export const NoDevice: Story = { args: { deviceName: null, deviceStatus: null } };

/** Pages that do not concern the device leave out the device line. */
export const TitleOnly: Story = { args: { title: 'Help', deviceName: undefined, deviceStatus: undefined } };

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <BatteryIcon value={65} showLabel />
        <Button variant="outlined">Refresh</Button>
      </>
    ),
  },
};

/** On a 360 px phone the actions wrap under the title. */
export const Phone: Story = {
  args: {
    title: 'Vulnerability Scanning',
    actions: (
      <>
        <BatteryIcon value="charging" showLabel />
        <Button variant="contained">New Scan</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360, border: '1px dashed #ccc', padding: 8, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
};

/** In German: the title from the screen, the device's status in German. */
export const German: Story = { args: { title: SCREEN_TEXT_DE.titles.home }, globals: { language: 'de' } };

export const GermanNoDevice: Story = {
  args: { title: SCREEN_TEXT_DE.titles.home, deviceName: null, deviceStatus: null },
  globals: { language: 'de' },
};
