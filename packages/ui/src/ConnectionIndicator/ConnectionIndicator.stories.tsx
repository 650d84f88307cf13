import type { Meta, StoryObj } from '@storybook/react-vite';
import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ConnectionIndicator, type ConnectionIndicatorState } from './ConnectionIndicator';

const STATES: ConnectionIndicatorState[] = ['idle', 'connecting', 'online', 'offline', 'unauthorized'];

const meta = {
  title: 'Realtime/ConnectionIndicator',
  component: ConnectionIndicator,
  args: { state: 'online' },
  argTypes: { state: { control: 'inline-radio', options: STATES } },
} satisfies Meta<typeof ConnectionIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {};

/** Pulses while connecting (still when the user prefers reduced motion). */
export const Connecting: Story = { args: { state: 'connecting' } };

export const Offline: Story = { args: { state: 'offline' } };

/** The broker refused the session token. */
export const Unauthorized: Story = { args: { state: 'unauthorized' } };

/** Not started yet (no user signed in). */
export const Idle: Story = { args: { state: 'idle' } };

/** Phones show only the dot; the text is in a tooltip and still read out. */
export const Compact: Story = { args: { compact: true } };

export const CustomLabels: Story = { args: { state: 'offline', labels: { offline: 'Live updates paused' } } };

/** Every state, full and compact, in the top bar. */
export const InTheTopBar: Story = {
  render: (args) => (
    <Stack spacing={2}>
      {[false, true].map((compact) => (
        <AppBar key={String(compact)} position="static" component="div">
          <Toolbar sx={{ gap: 3, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="span" sx={{ mr: 'auto' }}>
              dRisk
            </Typography>
            {STATES.map((state) => (
              <ConnectionIndicator key={state} {...args} state={state} compact={compact} />
            ))}
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  ),
};

/** In German. */
export const German: Story = { args: { state: 'connecting' }, globals: { language: 'de' } };
