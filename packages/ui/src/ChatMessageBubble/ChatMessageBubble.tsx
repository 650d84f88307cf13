import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useFormatters } from '../language/useFormatters';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { chatMessageBubbleClasses } from './chatMessageBubbleClasses';

/** Props of {@link ChatMessageBubble}. */
export interface ChatMessageBubbleProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Who sent it (shown above others' messages). */
  sender: string;
  /** The text (always rendered as text, never as HTML), or a node such as a ChatFileChip. */
  children: ReactNode;
  /**
   * Whether the reader sent it: aligned right, in the primary colour, without the sender's name.
   * @default false
   */
  own?: boolean;
  /**
   * When it was sent, epoch ms; shown as a time.
   * @default undefined
   */
  sentAt?: number;
  /**
   * Shown dimmed while the message waits to be sent (offline queue).
   * @default false
   */
  pending?: boolean;
  /** @default undefined */
  sx?: SxProps<Theme>;
  /**
   * Class name of the root element.
   * @default undefined
   */
  className?: string;
}

/** One chat message: the sender, the content and the time, on the reader's side or the others'. */
export function ChatMessageBubble(inProps: ChatMessageBubbleProps) {
  const props = useDriskProps(inProps, 'DriskChatMessageBubble', chatMessageBubbleClasses.root);
  const { sender, children, own = false, sentAt, pending = false, ref, className, sx } = props;
  const words = useText(WIDGET_TEXT);
  const { locale } = useFormatters();
  // English keeps the browser's own clock (as before); another language writes the time its way.
  const time =
    sentAt === undefined
      ? null
      : new Date(sentAt).toLocaleTimeString(locale === 'en-US' ? [] : locale, {
          hour: '2-digit',
          minute: '2-digit',
        });

  return (
    <Box
      ref={ref}
      className={className}
      data-own={own || undefined}
      sx={[
        { display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', my: 0.5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {own ? null : (
        <Typography variant="caption" sx={{ color: 'text.secondary', px: 1 }}>
          {sender}
        </Typography>
      )}
      <Box
        sx={{
          maxWidth: 'min(80%, 520px)',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: own ? 'primary.main' : 'action.hover',
          color: own ? 'primary.contrastText' : 'text.primary',
          // Pending is told by 'Sending…' and a dashed edge; fading the bubble would cost its text contrast.
          border: 1,
          borderStyle: pending ? 'dashed' : 'solid',
          borderColor: pending ? 'text.secondary' : 'transparent',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          '& a': { color: 'inherit' },
        }}
      >
        {typeof children === 'string' ? <Typography variant="body2">{children}</Typography> : children}
      </Box>
      {time || pending ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', px: 1 }}>
          {pending ? words.sending : time}
        </Typography>
      ) : null}
    </Box>
  );
}
