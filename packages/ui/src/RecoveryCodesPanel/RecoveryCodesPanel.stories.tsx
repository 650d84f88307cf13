import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

const CODES = [
  'ABCD-EFGH-JKMN',
  'PQRS-TUVW-XYZ2',
  '3456-789A-BCDE',
  'FGHJ-KLMN-PQRS',
  'TUVW-XYZ2-3456',
  '789A-BCDE-FGHJ',
  'KLMN-PQRS-TUVW',
  'XYZ2-3456-789A',
  'BCDE-FGHJ-KLMN',
  'PQRS-2345-WXYZ',
];

const meta = {
  title: 'Account/RecoveryCodesPanel',
  component: RecoveryCodesPanel,
  args: { codes: CODES, onCopy: fn(), onDone: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecoveryCodesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenCodes: Story = {};

/** Without a done action, e.g. inside a dialog that has its own button. */
export const WithoutDoneButton: Story = { args: { onDone: undefined } };

/** Narrow: one column, as on a phone. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
};

/** In German, as Account's two-factor set-up shows it to a German browser. */
export const German: Story = { globals: { language: 'de' } };
