import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import type { BlockDuration } from '@drisk/contract';
import { DurationDialog } from './DurationDialog';

// Annotated (not `satisfies`) so portable stories take the component's props.
const meta: Meta<typeof DurationDialog> = {
  title: 'Home/DurationDialog',
  component: DurationDialog,
  args: { open: true, endpointName: 'Pixel 8', onConfirm: fn(), onCancel: fn() },
};

export default meta;
type Story = StoryObj<typeof DurationDialog>;

/** Opened from a Block button: no duration is chosen yet. */
export const Open: Story = {};

/** The block is being sent. */
export const Loading: Story = { args: { loading: true } };

export const LongName: Story = {
  args: { endpointName: 'A-very-long-hostname-that-a-smart-fridge-reports-without-spaces-0123456789' },
};

/** Try it: open, press Block without a choice, then choose and block. */
export const Interactive: Story = {
  args: { open: false },
  render: function InteractiveDurationDialog(args) {
    const [open, setOpen] = useState(false);
    const [blocked, setBlocked] = useState<BlockDuration | null>(null);
    return (
      <>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          Block Pixel 8
        </Button>
        {blocked ? <Typography sx={{ mt: 2 }}>Blocked for {blocked}</Typography> : null}
        <DurationDialog
          {...args}
          open={open}
          onConfirm={(duration) => {
            setBlocked(duration);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  },
};

/** In German: the durations, Sperren and Abbrechen. */
export const German: Story = { globals: { language: 'de' } };
