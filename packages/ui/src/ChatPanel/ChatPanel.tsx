import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { chatPanelClasses } from './chatPanelClasses';

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The messages, oldest first (usually ChatMessageBubble elements with keys). */
  children: ReactNode;
  /** How many messages there are: a change means one arrived or older ones were loaded. */
  messageCount: number;
  /** The id of the newest message; when it changes, a message arrived at the bottom. */
  lastMessageKey: string | number | null;
  /**
   * The composer, under the list.
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * Asks for older messages; shows 'Load older messages' while `hasOlder`.
   * @default undefined
   */
  onLoadOlder?: () => void;
  /** @default false */
  hasOlder?: boolean;
  /**
   * Shown when there is no message.
   * @default WIDGET_TEXT.noMessages ('No messages yet.')
   */
  emptyText?: string;
  /**
   * Label of the chip that appears when a message arrives while the reader has scrolled up.
   * @default WIDGET_TEXT.newMessages ('New messages')
   */
  newMessagesLabel?: string;
  /** @default undefined */
  sx?: SxProps<Theme>;
  /**
   * Class name of the root element.
   * @default undefined
   */
  className?: string;
}

/** How close to the bottom (px) still counts as 'at the bottom'. */
const BOTTOM_SLACK = 48;

/**
 * A chat's scrolling message list with its composer. Follows new messages to the bottom unless the
 * reader has scrolled up; then a 'New messages' chip takes them down. Content that grows later (a picture
 * loading) keeps a reader at the bottom there.
 */
export function ChatPanel(inProps: ChatPanelProps) {
  const props = useDriskProps(inProps, 'DriskChatPanel', chatPanelClasses.root);
  const words = useText(WIDGET_TEXT);
  const {
    children,
    messageCount,
    lastMessageKey,
    footer,
    onLoadOlder,
    hasOlder = false,
    emptyText = words.noMessages,
    newMessagesLabel = words.newMessages,
    ref,
    className,
    sx,
  } = props;
  const list = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);

  const scrollToBottom = useCallback(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  }, []);

  // A new last message: follow it when the reader is at the bottom, otherwise offer the chip.
  useLayoutEffect(() => {
    if (lastMessageKey === null) return;
    if (atBottom.current) scrollToBottom();
    else setUnseen(true);
  }, [lastMessageKey, scrollToBottom]);

  // Pictures load after their message is placed: a reader at the bottom stays there as the content grows.
  useEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current && list.current) list.current.scrollTop = list.current.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK;
    if (atBottom.current) setUnseen(false);
  };

  return (
    <Box
      ref={ref}
      className={className}
      sx={[
        { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%', position: 'relative' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        ref={list}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={words.messages}
        sx={{ flex: 1, overflowY: 'auto', px: { xs: 1, sm: 2 }, py: 1, overflowAnchor: 'auto' }}
      >
        {hasOlder && onLoadOlder ? (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={onLoadOlder}>
              {words.loadOlderMessages}
            </Button>
          </Box>
        ) : null}
        <Box ref={content}>
          {messageCount === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 4 }}>
              {emptyText}
            </Typography>
          ) : (
            children
          )}
        </Box>
      </Box>
      {unseen ? (
        <Chip
          color="primary"
          icon={<ArrowDownwardOutlined />}
          label={newMessagesLabel}
          onClick={scrollToBottom}
          sx={{ position: 'absolute', left: '50%', transform: 'translateX(-50%)', bottom: footer ? 72 : 16 }}
        />
      ) : null}
      {footer ? <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>{footer}</Box> : null}
    </Box>
  );
}
