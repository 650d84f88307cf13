import type { Meta, StoryObj } from '@storybook/react-vite';
import { VALIDATION } from '@drisk/contract';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', autoComplete: 'current-password' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'Owner#12345' } };

export const Visible: Story = { args: { defaultValue: 'Owner#12345', defaultVisible: true } };

export const WithError: Story = {
  args: { required: true, error: true, helperText: VALIDATION.passwordRequired },
};

export const Disabled: Story = { args: { defaultValue: 'Owner#12345', disabled: true } };
