import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { loadLanguage } from '../language';
import * as stories from './ChatMessageBubble.stories';

const { FromOthers, Own, Pending, HtmlStaysText, WithFile } = composeStories(stories);

describe('ChatMessageBubble', () => {
  it("shows others' sender and text", () => {
    render(<FromOthers />);
    expect(screen.getByText('adam.admin')).toBeInTheDocument();
    expect(screen.getByText('I moved the printers to the guest network.')).toBeInTheDocument();
  });

  it('leaves out the sender on own messages', () => {
    render(<Own />);
    expect(screen.queryByText('olivia.owner')).toBeNull();
    expect(screen.getByText('Thanks!')).toBeInTheDocument();
  });

  it('renders HTML as text', () => {
    const { container } = render(<HtmlStaysText />);
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>not bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('marks a message waiting to be sent', () => {
    render(<Pending />);
    expect(screen.getByText('Sending…')).toBeInTheDocument();
  });

  it('holds a file', () => {
    render(<WithFile />);
    expect(screen.getByRole('link', { name: 'handover-notes.pdf' })).toBeInTheDocument();
  });
});

describe('ChatMessageBubble in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  beforeAll(() => loadLanguage('de'));

  it('says in German that a message is being sent, and writes the time the German way', () => {
    const { unmount } = render(<German.Pending />);
    expect(screen.getByText(WIDGET_TEXT_DE.sending)).toBeInTheDocument();
    unmount();
    render(<German.FromOthers />);
    const sentAt = stories.default.args!.sentAt!;
    expect(
      screen.getByText(new Date(sentAt).toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit' })),
    ).toBeInTheDocument();
  });
});
