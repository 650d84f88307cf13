import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { ChatComposer } from '../ChatComposer';
import { ChatFileChip } from '../ChatFileChip';
import { ChatMessageBubble } from '../ChatMessageBubble';
import { ChatPanel } from './ChatPanel';

const texts = [
  ['olivia.owner', 'Morning all. The gateway in the lobby is back online.'],
  ['adam.admin', 'Thanks! I moved the printers to the guest network.'],
  ['grace.guest', 'Is the Wi-Fi password the same as last week?'],
  ['olivia.owner', 'Same one, I will rotate it on Friday.'],
] as const;

const bubbles = texts.map(([sender, text], index) => (
  <ChatMessageBubble
    key={index}
    sender={sender}
    own={sender === 'olivia.owner'}
    sentAt={Date.UTC(2026, 0, 5, 9, index)}
  >
    {text}
  </ChatMessageBubble>
));

const meta = {
  title: 'Chat/ChatPanel',
  component: ChatPanel,
  decorators: [(Story) => <Box sx={{ height: 360, border: 1, borderColor: 'divider' }}>{Story()}</Box>],
  args: {
    messageCount: bubbles.length,
    lastMessageKey: bubbles.length - 1,
    children: bubbles,
    footer: <ChatComposer onSend={fn()} onAttach={fn()} />,
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};

export const Empty: Story = { args: { messageCount: 0, lastMessageKey: null, children: null } };

export const WithOlderMessages: Story = { args: { hasOlder: true, onLoadOlder: fn() } };

export const WithFiles: Story = {
  args: {
    messageCount: 2,
    lastMessageKey: 'pdf',
    children: [
      <ChatMessageBubble key="txt" sender="adam.admin">
        Here are the notes.
      </ChatMessageBubble>,
      <ChatMessageBubble key="pdf" sender="adam.admin">
        <ChatFileChip
          file={{ url: '#notes', mimetype: 'application/pdf', originalFileName: 'handover-notes.pdf' }}
        />
      </ChatMessageBubble>,
    ],
  },
};
