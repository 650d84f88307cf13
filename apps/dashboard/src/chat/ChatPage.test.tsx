import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SERVER, UI_TEXT } from '@drisk/contract';
import { createFakeChatServer, type FakeChatServer } from '@drisk/realtime';
import type { FakeRoutes } from '../test/fakeServer';
import { renderScreen } from '../test/render';
import { ChatPage } from './ChatPage';
import { ChatSocketContext } from './chatSocketContext';
import { storeGroupContext } from '../session/sessionStore';

const slow = { timeout: 5000 };
const HISTORY = [
  { id: 1, sender: 'admin', msg: 'Morning all.', created_at: 1 },
  { id: 2, sender: 'owner', msg: '<b>not bold</b>', created_at: 2 },
];

function open(
  chat: FakeChatServer,
  path = '/dashboard/chat/11/Alpha%20team?server=http%3A%2F%2Fchat.test',
  routes: FakeRoutes = {},
) {
  return renderScreen(
    <ChatSocketContext value={chat.createSocket}>
      <ChatPage />
    </ChatSocketContext>,
    { path, routes: { heartbeat: {}, ...routes } },
  );
}

const log = () => screen.getByRole('log', { name: 'Messages' });
const sendText = async (user: ReturnType<typeof open>['user'], text: string) => {
  await user.type(screen.getByRole('textbox', { name: 'Message' }), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
};

describe('ChatPage', () => {
  it('moves to the chat server the device expects when the link names another one', async () => {
    const chat = createFakeChatServer({ username: 'owner', history: HISTORY });
    const urls: string[] = [];
    // Stored while rendering: renderScreen starts from a fresh session, as a sign-in leaves it.
    const StoredByTrusted = ({ children }: { children: ReactNode }) => {
      storeGroupContext({ localChatServer: 'http://expected.test' });
      return children;
    };
    renderScreen(
      <StoredByTrusted>
        <ChatSocketContext
          value={(url, options) => {
            urls.push(url);
            return chat.createSocket(url, options);
          }}
        >
          <ChatPage />
        </ChatSocketContext>
      </StoredByTrusted>,
      { path: '/dashboard/chat/11/Alpha%20team?server=http%3A%2F%2Fold.test', routes: { heartbeat: {} } },
    );
    expect(await within(log()).findByText('Morning all.', {}, slow)).toBeInTheDocument();
    expect(urls).toEqual(['http://expected.test']);
  });

  it('shows the history as text, then live messages, with the group name, a way back and the heartbeat', async () => {
    const chat = createFakeChatServer({ username: 'owner', history: HISTORY });
    const { server } = open(chat);
    expect(await within(log()).findByText('Morning all.', {}, slow)).toBeInTheDocument();
    expect(within(log()).getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alpha team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UI_TEXT.chatBack })).toHaveAttribute(
      'href',
      '/dashboard/trusted',
    );
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Online'));

    chat.post('11', 'guest', 'Hello from Grace');
    expect(await within(log()).findByText('Hello from Grace', {}, slow)).toBeInTheDocument();
    expect(server.callsOf('heartbeat')[0].body).toEqual({ endpoint_id: 'owner', hardware_ip: '' });
  });

  it('sends a message typed offline once, in order, when the link is back', async () => {
    const chat = createFakeChatServer({ username: 'owner' });
    const { user } = open(chat);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Online'));
    chat.goOffline();
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Offline'));
    await sendText(user, 'first');
    await sendText(user, 'second');
    expect(within(log()).getAllByText('Sending…')).toHaveLength(2);
    expect(chat.messages).toEqual([]);

    chat.goOnline();
    await vi.waitFor(() => expect(chat.messages.map((message) => message.msg)).toEqual(['first', 'second']));
    await vi.waitFor(() => expect(within(log()).queryByText('Sending…')).not.toBeInTheDocument());
    expect(
      within(log())
        .getAllByText(/^(first|second)$/)
        .map((node) => node.textContent),
    ).toEqual(['first', 'second']);
  });

  it('says so and stops sending when the server takes the user out of the room', async () => {
    const chat = createFakeChatServer({ username: 'owner' });
    open(chat);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Online'));
    chat.leaveRoom('11', SERVER.chatRemoved);
    expect(await screen.findByText(SERVER.chatRemoved, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it("says 'Server URL not provided!' without a server, and a refused heartbeat is an error toast", async () => {
    const chat = createFakeChatServer({ username: 'owner' });
    open(chat, '/dashboard/chat/11/Alpha%20team', {
      heartbeat: {
        statusCode: 400,
        message: 'endpoint_id: must be your own chat username (tinode_username)',
      },
    });
    expect((await screen.findAllByText(UI_TEXT.serverUrlMissing, {}, slow)).length).toBeGreaterThan(0);
    expect(
      await screen.findByText(/endpoint_id: must be your own chat username/, {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });
});
