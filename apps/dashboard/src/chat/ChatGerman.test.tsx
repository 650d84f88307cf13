import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CHAT_MEDIA_MAX_FILE_BYTES, LANGUAGE_STORAGE_KEY, SERVER, UI_TEXT } from '@drisk/contract/client';
import { CHAT_TEXT_DE, SCREEN_TEXT_DE, SERVER_DE, UI_TEXT_DE } from '@drisk/contract/i18n/de';
import { createFakeChatServer, type FakeChatServer } from '@drisk/realtime';
import { renderScreen } from '../test/render';
import { ChatPage } from './ChatPage';
import { ChatSocketContext } from './chatSocketContext';

const slow = { timeout: 5000 };

function openGerman(
  chat: FakeChatServer,
  path = '/dashboard/chat/11/Alpha-Team?server=http%3A%2F%2Fchat.test',
) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
  return renderScreen(
    <ChatSocketContext value={chat.createSocket}>
      <ChatPage />
    </ChatSocketContext>,
    { path, routes: { heartbeat: {} } },
  );
}

afterEach(() => localStorage.clear());

describe('Chat in German', () => {
  it('shows the way back in German, refuses a file over the limit in German and says why the room closed', async () => {
    const chat = createFakeChatServer({ username: 'owner' });
    openGerman(chat);
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.chat }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: UI_TEXT_DE.chatBack })).toHaveAttribute(
      'href',
      '/dashboard/trusted',
    );
    await screen.findByRole('log', {}, slow);

    const video = new File(['x'], 'urlaub.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: CHAT_MEDIA_MAX_FILE_BYTES + 1 });
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [video] } });
    expect(
      await screen.findByText(CHAT_TEXT_DE.fileTooLarge('urlaub.mp4', CHAT_MEDIA_MAX_FILE_BYTES)),
    ).toBeInTheDocument();

    chat.leaveRoom('11', SERVER.chatRemoved);
    expect((await screen.findAllByText(SERVER_DE.chatRemoved, {}, slow)).length).toBeGreaterThan(0);
  });

  it('says in German that the chat server is missing', async () => {
    openGerman(createFakeChatServer({ username: 'owner' }), '/dashboard/chat/11/Alpha-Team');
    expect((await screen.findAllByText(UI_TEXT_DE.serverUrlMissing, {}, slow)).length).toBeGreaterThan(0);
    expect(screen.queryByText(UI_TEXT.serverUrlMissing)).not.toBeInTheDocument();
  });
});
