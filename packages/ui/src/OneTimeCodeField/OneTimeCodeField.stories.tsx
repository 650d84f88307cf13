import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SERVER, TWO_FACTOR_TEXT, VALIDATION } from '@drisk/contract';
import { OneTimeCodeField, type OneTimeCodeFieldProps } from './OneTimeCodeField';

/** The field with its own state, as a form holds it. */
function Controlled(props: Omit<OneTimeCodeFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <OneTimeCodeField {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/OneTimeCodeField',
  component: Controlled,
  args: { label: TWO_FACTOR_TEXT.codeLabel, name: 'code', fullWidth: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initial: '492039' } };

export const Invalid: Story = {
  args: { initial: '4920', error: true, helperText: VALIDATION.totpCodeInvalid },
};

export const WrongCode: Story = {
  args: { initial: '492039', error: true, helperText: SERVER.totpCodeWrong },
};

export const Disabled: Story = { args: { initial: '492039', disabled: true } };
