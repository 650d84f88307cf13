import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StorageDonut } from './StorageDonut';

const meta: Meta<typeof StorageDonut> = {
  title: 'Storage/StorageDonut',
  component: StorageDonut,
  args: { label: 'dRisk-Alpha', used: 1_240_000_000, total: 5_000_000_000, onClick: fn() },
};

export default meta;
type Story = StoryObj<typeof StorageDonut>;

export const Typical: Story = {};

export const WithPlanTooltip: Story = { args: { tooltip: 'Current plan: Basic · Expiry date: 12/31/2026' } };

export const Empty: Story = { args: { used: 0 } };

export const Full: Story = { args: { used: 5_000_000_000 } };

/** No plan: a total of 0 still draws a ring. */
export const NoStorage: Story = { args: { used: 0, total: 0 } };

export const Loading: Story = { args: { loading: true } };

/** Not a button when nothing opens from it. */
export const NotClickable: Story = {
  args: { onClick: undefined, label: 'USB Drive (sda1)', used: 3_200_000, total: 32_000_000_000 },
};
