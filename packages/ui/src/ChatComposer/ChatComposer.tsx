import { useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { CHAT_TEXT_MAX_LENGTH, WIDGET_TEXT } from '@drisk/contract/client';
import type { SxProps, Theme } from '@mui/material/styles';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { chatComposerClasses } from './chatComposerClasses';

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Called with the trimmed text; an empty message is never sent. */
  onSend: (text: string) => void;
  /**
   * Called with the files the user picked; without it there is no attach button.
   * @default undefined
   */
  onAttach?: (files: File[]) => void;
  /**
   * Greys the composer out (e.g. not a member any more).
   * @default false
   */
  disabled?: boolean;
  /**
   * Longest text accepted.
   * @default CHAT_TEXT_MAX_LENGTH (4000)
   */
  maxLength?: number;
  /**
   * Placeholder of the text field.
   * @default WIDGET_TEXT.typeMessage ('Type a message')
   */
  placeholder?: string;
  /**
   * Class name of the root element.
   * @default undefined
   */
  className?: string;
  /** @default undefined */
  sx?: SxProps<Theme>;
}

/** The chat's input: a text field that sends on Enter (Shift+Enter for a new line), and an attach button. */
export function ChatComposer(inProps: ChatComposerProps) {
  const props = useDriskProps(inProps, 'DriskChatComposer', chatComposerClasses.root);
  const words = useText(WIDGET_TEXT);
  const {
    onSend,
    onAttach,
    disabled = false,
    maxLength = CHAT_TEXT_MAX_LENGTH,
    placeholder = words.typeMessage,
    ref,
    className,
    sx,
  } = props;
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || disabled) return;
    onSend(trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <Box
      ref={ref}
      className={className}
      component="form"
      onSubmit={send}
      sx={[{ display: 'flex', alignItems: 'flex-end', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {onAttach ? (
        <>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            data-testid="chat-file-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) onAttach(files);
            }}
          />
          <IconButton
            aria-label={words.attachFiles}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
          >
            <AttachFileOutlined />
          </IconButton>
        </>
      ) : null}
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        disabled={disabled}
        multiline
        maxRows={4}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength, 'aria-label': words.message } }}
      />
      <IconButton type="submit" color="primary" aria-label={words.send} disabled={disabled || !trimmed}>
        <SendOutlined />
      </IconButton>
    </Box>
  );
}
