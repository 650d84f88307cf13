import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { UI_TEXT } from '@drisk/contract';
import { SignalStrengthSlider, signalLabel, type SignalStrengthSliderProps } from './SignalStrengthSlider';

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof SignalStrengthSlider> = {
  title: 'Settings/SignalStrengthSlider',
  component: SignalStrengthSlider,
  args: { value: 4, onCommit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof SignalStrengthSlider>;

export const Default: Story = {};

export const Minimum: Story = { args: { value: 0 } };

export const Maximum: Story = { args: { value: 8 } };

/** Ghost mode freezes the signal strength (spec 2 §4). */
export const GhostMode: Story = { args: { disabled: true, disabledText: UI_TEXT.ghostModeLocked } };

/** Disabled without an explanation, e.g. for a Guest. */
export const Disabled: Story = { args: { disabled: true } };

/** On a phone every other mark keeps its label; the value label still shows the dB text. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

function SignalStrengthPlayground(props: SignalStrengthSliderProps) {
  const [saved, setSaved] = useState(props.value);
  const [commits, setCommits] = useState(0);
  const handleCommit = (next: number) => {
    props.onCommit(next);
    setSaved(next);
    setCommits((count) => count + 1);
  };
  return (
    <>
      <SignalStrengthSlider {...props} value={saved} onCommit={handleCommit} />
      <Typography variant="body2" role="status" sx={{ mt: 2 }}>
        Saved: {signalLabel(saved)} ({commits} {commits === 1 ? 'update' : 'updates'} sent)
      </Typography>
    </>
  );
}

/** Drag across several steps: one update is sent 2 s after the thumb stops. */
export const Debounced: Story = { render: (args) => <SignalStrengthPlayground {...args} /> };
