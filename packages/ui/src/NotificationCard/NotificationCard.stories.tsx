import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Notification } from '@drisk/contract';
import { NotificationCard } from './NotificationCard';

const invitation: Notification = {
  notification_id: 101,
  group_id: null,
  device_id: 'DRA-100001',
  user_type: 'Admin',
  message: 'Olivia Owner invited you to dRisk-Alpha as Admin.',
  status: 'Pending',
  input_required: 1,
  created_date: '2026-11-20T14:05:00',
};

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof NotificationCard> = {
  title: 'Alerts/NotificationCard',
  component: NotificationCard,
  args: { notification: invitation, onAnswer: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof NotificationCard>;

export const PendingNeedsAnswer: Story = {};

export const PendingInfo: Story = {
  args: {
    notification: {
      ...invitation,
      notification_id: 102,
      message: 'A new device "Kitchen TV" joined dRisk-Alpha.',
      input_required: 0,
    },
  },
};

export const Accepted: Story = {
  args: { notification: { ...invitation, notification_id: 103, status: 'Accepted' } },
};

export const Rejected: Story = {
  args: { notification: { ...invitation, notification_id: 104, status: 'Rejected' } },
};

/** The answer is being sent: the buttons wait. */
export const Busy: Story = { args: { busy: true } };

export const BusyAnswered: Story = {
  args: { busy: true, notification: { ...invitation, notification_id: 105, status: 'Accepted' } },
};

export const LongMessage: Story = {
  args: {
    notification: {
      ...invitation,
      notification_id: 106,
      message:
        'Auto Block stopped 14 connection attempts from 203.0.113.54 to the camera at 192.168.8.23 in the last hour. ' +
        'Open Access Controls to review the rules for this device.',
      input_required: 0,
    },
  },
};

/** In German: Annehmen and Ablehnen, the date as German writes it. */
export const German: Story = { globals: { language: 'de' } };
