import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { loadLanguage } from '../language';
import { ChatMessageBubble } from '../ChatMessageBubble';
import * as stories from './ChatPanel.stories';

const { Conversation, Empty, WithOlderMessages } = composeStories(stories);

/** jsdom has no layout: give the list a height and a scroll height. */
function layout(element: HTMLElement, scrollHeight: number, clientHeight: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: clientHeight });
}

const bubble = (key: number) => (
  <ChatMessageBubble key={key} sender="adam.admin">{`message ${key}`}</ChatMessageBubble>
);

describe('ChatPanel', () => {
  it('shows the messages in a log and the composer', () => {
    render(<Conversation />);
    expect(screen.getByRole('log', { name: 'Messages' })).toHaveTextContent('Is the Wi-Fi password');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('says when there is no message', () => {
    render(<Empty />);
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
  });

  it('follows a new message to the bottom when the reader is there', () => {
    const { rerender } = render(<Conversation messageCount={1} lastMessageKey={1} children={[bubble(1)]} />);
    const log = screen.getByRole('log');
    layout(log, 1000, 300);
    rerender(<Conversation messageCount={2} lastMessageKey={2} children={[bubble(1), bubble(2)]} />);
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByText('New messages')).toBeNull();
  });

  it("offers a 'New messages' chip instead when the reader has scrolled up", async () => {
    const { rerender } = render(<Conversation messageCount={1} lastMessageKey={1} children={[bubble(1)]} />);
    const log = screen.getByRole('log');
    layout(log, 1000, 300);
    log.scrollTop = 100;
    fireEvent.scroll(log);
    rerender(<Conversation messageCount={2} lastMessageKey={2} children={[bubble(1), bubble(2)]} />);
    expect(log.scrollTop).toBe(100);
    await userEvent.click(screen.getByText('New messages'));
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByText('New messages')).toBeNull();
  });

  it('keeps a reader at the bottom when a message grows later (a picture loads), and leaves one who scrolled up', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(<Conversation messageCount={1} lastMessageKey={1} children={[bubble(1)]} />);
      const log = screen.getByRole('log');
      layout(log, 1000, 300);
      log.scrollTop = 700;
      fireEvent.scroll(log);
      layout(log, 1400, 300);
      for (const callback of callbacks) callback();
      expect(log.scrollTop).toBe(1400);

      log.scrollTop = 100;
      fireEvent.scroll(log);
      layout(log, 1800, 300);
      for (const callback of callbacks) callback();
      expect(log.scrollTop).toBe(100);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for older messages', async () => {
    const onLoadOlder = vi.fn();
    render(<WithOlderMessages onLoadOlder={onLoadOlder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(onLoadOlder).toHaveBeenCalled();
  });
});

describe('ChatPanel in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  beforeAll(() => loadLanguage('de'));

  it('names its log, the way to older messages and the empty state in German', () => {
    const { unmount } = render(<German.WithOlderMessages />);
    expect(screen.getByRole('log', { name: WIDGET_TEXT_DE.messages })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WIDGET_TEXT_DE.loadOlderMessages })).toBeInTheDocument();
    unmount();
    render(<German.Empty />);
    expect(screen.getByText(WIDGET_TEXT_DE.noMessages)).toBeInTheDocument();
  });
});
