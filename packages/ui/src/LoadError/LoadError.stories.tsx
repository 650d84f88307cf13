import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadError } from './LoadError';

const meta = {
  title: 'Feedback/LoadError',
  component: LoadError,
  args: { message: 'Unable to reach the server. Please check your connection and try again' },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = { args: { onRetry: fn() } };

export const WithoutRetry: Story = {};

/** In German: a known server message is shown in German, with Erneut versuchen. */
export const German: Story = { args: { onRetry: fn() }, globals: { language: 'de' } };
