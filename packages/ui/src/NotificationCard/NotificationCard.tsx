import { useId, type Ref } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import type { Notification } from '@drisk/contract';
import { formatNotificationDate } from './formatNotificationDate';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useLanguage, useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { notificationCardClasses } from './notificationCardClasses';

/** The answers a user can give to a notification. */
export type NotificationAnswer = 'Accepted' | 'Rejected';

/** Props of {@link NotificationCard}. */
export interface NotificationCardProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The notification as the API sends it (from @drisk/contract). */
  notification: Notification;
  /** Called with the chosen answer; Accepted and Rejected labels resend their own status when clicked. */
  onAnswer: (status: NotificationAnswer) => void;
  /**
   * While true (the answer is being sent) the answer buttons are disabled.
   * @default false
   */
  busy?: boolean;
  /**
   * Label of the accept button.
   * @default 'Accept'
   */
  acceptLabel?: string;
  /**
   * Label of the reject button.
   * @default 'Reject'
   */
  rejectLabel?: string;
  /**
   * Class name of the card root.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the card root.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

type CardKind = 'needsAnswer' | 'info' | 'Accepted' | 'Rejected';

function cardKind(notification: Notification): CardKind {
  if (notification.status === 'Pending') return notification.input_required === 1 ? 'needsAnswer' : 'info';
  return notification.status;
}

const KIND_ICONS = {
  needsAnswer: <NotificationsActiveOutlined color="primary" aria-hidden />,
  info: <InfoOutlined color="action" aria-hidden />,
  Accepted: <CheckCircleOutlined color="success" aria-hidden />,
  Rejected: <CancelOutlined color="error" aria-hidden />,
} as const;

/**
 * One notification of the Alerts screen: its message, when it was created and its status.
 * Pending notifications that need an answer offer Accept and Reject; answered ones show their status as a
 * label that can be clicked to send the same answer again; pending ones without input are plain information.
 */
export function NotificationCard(inProps: NotificationCardProps) {
  const props = useDriskProps(inProps, 'DriskNotificationCard', notificationCardClasses.root);
  const {
    notification,
    onAnswer,
    busy = false,
    acceptLabel: acceptLabelProp,
    rejectLabel: rejectLabelProp,
    ref,
    className,
    sx,
  } = props;
  const t = useText(WIDGET_TEXT);
  const { locale } = useLanguage();
  const acceptLabel = acceptLabelProp ?? t.accept;
  const rejectLabel = rejectLabelProp ?? t.reject;
  const messageId = useId();
  const kind = cardKind(notification);

  return (
    <Card
      component="article"
      aria-labelledby={messageId}
      aria-busy={busy || undefined}
      ref={ref}
      className={className}
      sx={sx}
    >
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pb: 1 }}>
        {KIND_ICONS[kind]}
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography id={messageId} variant="body1" sx={{ overflowWrap: 'anywhere' }}>
            {notification.message}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            <time dateTime={notification.created_date}>
              {formatNotificationDate(notification.created_date, locale)}
            </time>
          </Typography>
        </Stack>
      </CardContent>
      {kind === 'info' ? null : (
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          {kind === 'needsAnswer' ? (
            <>
              <Button
                variant="outlined"
                color="error"
                disabled={busy}
                aria-describedby={messageId}
                onClick={() => onAnswer('Rejected')}
              >
                {rejectLabel}
              </Button>
              <Button
                variant="contained"
                disabled={busy}
                aria-describedby={messageId}
                onClick={() => onAnswer('Accepted')}
              >
                {acceptLabel}
              </Button>
            </>
          ) : (
            <Chip
              label={kind === 'Accepted' ? t.accepted : t.rejected}
              color={kind === 'Accepted' ? 'success' : 'error'}
              variant="outlined"
              disabled={busy}
              aria-describedby={messageId}
              // A disabled Chip only blocks pointer events; the guard also covers scripted clicks.
              onClick={() => {
                if (!busy) onAnswer(kind);
              }}
            />
          )}
        </CardActions>
      )}
    </Card>
  );
}
