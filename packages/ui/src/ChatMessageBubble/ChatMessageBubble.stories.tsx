import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatFileChip } from '../ChatFileChip';
import { ChatMessageBubble } from './ChatMessageBubble';

const meta = {
  title: 'Chat/ChatMessageBubble',
  component: ChatMessageBubble,
  args: {
    sender: 'adam.admin',
    children: 'I moved the printers to the guest network.',
    sentAt: Date.UTC(2026, 0, 5, 9, 30),
  },
} satisfies Meta<typeof ChatMessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromOthers: Story = {};

export const Own: Story = { args: { own: true, sender: 'olivia.owner', children: 'Thanks!' } };

export const Pending: Story = { args: { own: true, pending: true, children: 'Sent while offline' } };

export const HtmlStaysText: Story = { args: { children: '<img src=x onerror=alert(1)> <b>not bold</b>' } };

export const WithFile: Story = {
  args: {
    children: (
      <ChatFileChip
        file={{ url: '#notes', mimetype: 'application/pdf', originalFileName: 'handover-notes.pdf' }}
      />
    ),
  },
};
