import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { loadLanguage } from '../language';
import * as stories from './ChatComposer.stories';

const { Default, TextOnly, Disabled } = composeStories(stories);

describe('ChatComposer', () => {
  it('sends the trimmed text on Enter and clears the field', async () => {
    const onSend = vi.fn<(text: string) => void>();
    render(<Default onSend={onSend} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, '  hello  {Enter}');
    expect(onSend).toHaveBeenCalledWith('hello');
    expect(field).toHaveValue('');
  });

  it('never sends an empty message', async () => {
    const onSend = vi.fn<(text: string) => void>();
    render(<Default onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps a new line on Shift+Enter', async () => {
    const onSend = vi.fn<(text: string) => void>();
    render(<Default onSend={onSend} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'a{Shift>}{Enter}{/Shift}b');
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('a\nb');
  });

  it('hands picked files to onAttach', () => {
    const onAttach = vi.fn<(files: File[]) => void>();
    render(<Default onAttach={onAttach} />);
    const file = new File(['x'], 'note.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [file] } });
    expect(onAttach).toHaveBeenCalledWith([file]);
  });

  it('has no attach button without onAttach, and sends nothing while disabled', async () => {
    const { unmount } = render(<TextOnly />);
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
    unmount();
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });
});

describe('ChatComposer in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  beforeAll(() => loadLanguage('de'));

  it('names its field and buttons in German and still sends on Enter', async () => {
    const onSend = vi.fn<(text: string) => void>();
    render(<German.Default onSend={onSend} />);
    const field = screen.getByRole('textbox', { name: WIDGET_TEXT_DE.message });
    expect(field).toHaveAttribute('placeholder', WIDGET_TEXT_DE.typeMessage);
    expect(screen.getByRole('button', { name: WIDGET_TEXT_DE.attachFiles })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WIDGET_TEXT_DE.send })).toBeDisabled();
    await userEvent.type(field, 'hallo{Enter}');
    expect(onSend).toHaveBeenCalledWith('hallo');
  });
});
