import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatComposer, type ChatComposerProps } from './ChatComposer';

// Typed as the props, so tests may pass their own handlers.
const onSend: ChatComposerProps['onSend'] = fn();
const onAttach: NonNullable<ChatComposerProps['onAttach']> = fn();

const meta = {
  title: 'Chat/ChatComposer',
  component: ChatComposer,
  args: { onSend, onAttach },
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TextOnly: Story = { args: { onAttach: undefined } };
export const Disabled: Story = { args: { disabled: true } };
