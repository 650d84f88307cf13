import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import { UI_TEXT } from '@drisk/contract';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: UI_TEXT.noNotifications },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithIcon: Story = { args: { icon: <NotificationsNoneOutlined /> } };

export const WithDescription: Story = {
  args: {
    icon: <NotificationsNoneOutlined />,
    description: 'Invitations and alerts from your devices will appear here.',
  },
};

export const WithAction: Story = {
  args: {
    title: UI_TEXT.noDeviceConnected,
    icon: <RouterOutlined />,
    description: 'Connect to one of your devices to see its data.',
    action: <Button variant="contained">Switch Device</Button>,
  },
};
