import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Network } from '@drisk/contract';
import { NetworkSelector } from './NetworkSelector';

// Annotated (not `satisfies`) so portable stories take the component's props.
const meta: Meta<typeof NetworkSelector> = {
  title: 'Home/NetworkSelector',
  component: NetworkSelector,
  args: { value: 'AllNetworks', onChange: fn() },
};

export default meta;
type Story = StoryObj<typeof NetworkSelector>;

export const AllNetworks: Story = {};

export const Lan: Story = { args: { value: 'LAN' } };

export const Cellular: Story = { args: { value: 'Cellular' } };

export const Disabled: Story = { args: { disabled: true } };

/** Try it: the story keeps its own choice. */
export const Interactive: Story = {
  render: function InteractiveNetworkSelector(args) {
    const [network, setNetwork] = useState<Network>('AllNetworks');
    return <NetworkSelector {...args} value={network} onChange={setNetwork} />;
  },
};

/** In German. */
export const German: Story = { globals: { language: 'de' } };
