import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { BatteryIcon } from './BatteryIcon';

const meta = {
  title: 'Device/BatteryIcon',
  component: BatteryIcon,
  args: { value: 42, showLabel: true, fontSize: 'large' },
} satisfies Meta<typeof BatteryIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Charging: Story = { args: { value: 'charging' } };

export const Empty: Story = { args: { value: 0 } };

/** A blank message value reads as empty, as the spec says. */
export const Blank: Story = { args: { value: '' } };

export const Critical: Story = { args: { value: 10 } };

export const Low: Story = { args: { value: 20 } };

export const Fair: Story = { args: { value: 35 } };

export const Half: Story = { args: { value: 50 } };

export const Good: Story = { args: { value: 65 } };

export const High: Story = { args: { value: 80 } };

export const Full: Story = { args: { value: 95 } };

/** No battery message has arrived yet. */
export const Unknown: Story = { args: { value: null } };

export const IconOnly: Story = { args: { value: 65, showLabel: false } };

/** Every band side by side, at the lower bound of each band. */
export const AllBands: Story = {
  render: (args) => (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['charging', 0, 1, 15, 30, 45, 60, 75, 90, null] as const).map((value) => (
        <BatteryIcon key={String(value)} {...args} value={value} />
      ))}
    </Stack>
  ),
};

/** In German: 'Lädt' and the percentage as German writes it. */
export const German: Story = { args: { value: 65 }, globals: { language: 'de' } };

export const GermanCharging: Story = { args: { value: 'charging' }, globals: { language: 'de' } };
