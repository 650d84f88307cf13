import { useEffect, useId, useRef, type ComponentType, type Ref } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { SxProps, Theme } from '@mui/material/styles';
import DevicesOther from '@mui/icons-material/DevicesOther';
import Laptop from '@mui/icons-material/Laptop';
import Smartphone from '@mui/icons-material/Smartphone';
import Tv from '@mui/icons-material/Tv';
import Videocam from '@mui/icons-material/Videocam';
import type { BlockExtension } from '@drisk/contract';
import { BLOCK_EXTENSIONS, UI_TEXT, WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useFormatters } from '../language/useFormatters';
import { EmptyState } from '../EmptyState';
import { TimeLeft } from '../TimeLeft';
import { endpointKind, type EndpointKind } from './endpointKind';
import { formatConnectedHours } from './formatConnectedHours';
import { formatDataUsed } from './formatDataUsed';
import { useDriskProps } from '../theme/useDriskProps';
import { endpointListClasses } from './endpointListClasses';
import { placeholderRowsSx } from './placeholderRowsSx';

/** One endpoint device in the list: an entry of `iotdevice` or `blocked_devices` of user/getDashboardData. */
export interface EndpointListItem {
  name: string;
  mac_address: string;
  ip_address?: string;
  /** How long it has been connected, in hours (shown to 2 decimals). */
  connected_time?: number;
  /** Bytes it moved since it connected; shown as 'Data used' on connected rows when given. */
  data_used?: number;
  /** Overrides the kind guessed from the name. */
  kind?: EndpointKind;
  /** Blocked rows: when a timed block ends (epoch ms), counted down live; null for a block until unblocked. */
  blocked_until?: number | null;
}

/** Props of {@link EndpointList}. */
export interface EndpointListProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Title of the card, e.g. 'Connected Devices'. */
  title: string;
  /** 'connected' rows show the connected time and a Block button; 'blocked' rows an Unblock button. */
  variant: 'connected' | 'blocked';
  /** The endpoint devices, in the order to show. */
  endpoints: readonly EndpointListItem[];
  /**
   * Called with the endpoint whose Block or Unblock button is pressed; without it the rows have no button
   * (a read-only list, for a user whose role may not block or unblock).
   * @default undefined
   */
  onAction?: (endpoint: EndpointListItem) => void;
  /**
   * Blocked rows with a timed block get '+15 min' and '+1 h' buttons that call this with the endpoint and
   * the extension; without it they have none.
   * @default undefined
   */
  onExtend?: (endpoint: EndpointListItem, extension: BlockExtension) => void;
  /**
   * An endpoint that just moved into this list (blocked or unblocked): its button takes the keyboard focus
   * once it appears, so a keyboard or screen-reader user keeps their place. Each request is carried out
   * once: pass a new object for each move (the same endpoint may move in again later).
   * @default null
   */
  focusRequest?: { mac_address: string } | null;
  /**
   * Called with the endpoint whose name is pressed; without it names are plain text.
   * @default undefined
   */
  onSelect?: (endpoint: EndpointListItem) => void;
  /**
   * MAC address of the endpoint whose action is being sent: its button is disabled and shows a spinner.
   * @default null
   */
  busyMac?: string | null;
  /** Shown when there are no endpoints, e.g. UI_TEXT.noDataAvailable or UI_TEXT.noBlockedDevices. */
  emptyText: string;
  /**
   * While true placeholder rows are shown instead of the endpoints.
   * @default false
   */
  loading?: boolean;
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

const KIND_ICONS: Record<EndpointKind, ComponentType<SvgIconProps>> = {
  phone: Smartphone,
  laptop: Laptop,
  tv: Tv,
  camera: Videocam,
  other: DevicesOther,
};

// The card stacks each row (button under the text) whenever the card itself is narrow, on a phone or in a
// narrow grid column alike, hence a container query rather than a viewport breakpoint.
const NARROW = '@container endpoint-list (max-width: 420px)';

/**
 * The Connected Devices or Blocked Devices card of the Home dashboard: one row per endpoint device with an
 * icon guessed from its name, its name, MAC address, connected time (connected only) and a Block or Unblock button
 * (none without `onAction`).
 */
export function EndpointList(inProps: EndpointListProps) {
  const props = useDriskProps(inProps, 'DriskEndpointList', endpointListClasses.root);
  const {
    title,
    variant,
    endpoints,
    onAction,
    onExtend,
    onSelect,
    focusRequest = null,
    busyMac = null,
    emptyText,
    loading = false,
    ref,
    className,
    sx,
  } = props;
  const titleId = useId();
  const t = useText(WIDGET_TEXT);
  const ui = useText(UI_TEXT);
  const format = useFormatters();
  const actionLabel = variant === 'connected' ? t.block : t.unblock;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Each request is carried out once, when its row is there: later refetches must not pull the focus back.
  const handled = useRef<{ mac_address: string } | null>(null);
  useEffect(() => {
    if (!focusRequest || handled.current === focusRequest) return;
    const button = buttons.current.get(focusRequest.mac_address);
    if (!button) return;
    handled.current = focusRequest;
    button.focus();
  }, [focusRequest, endpoints]);

  let body;
  if (loading) {
    body = <Box role="progressbar" aria-label={t.loadingList(title)} sx={placeholderRowsSx} />;
  } else if (endpoints.length === 0) {
    body = <EmptyState title={emptyText} sx={{ py: 3 }} />;
  } else {
    body = (
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {endpoints.map((endpoint) => {
          const Icon = KIND_ICONS[endpoint.kind ?? endpointKind(endpoint.name)];
          const busy = busyMac !== null && busyMac === endpoint.mac_address;
          return (
            <Box
              component="li"
              key={endpoint.mac_address}
              aria-busy={busy || undefined}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                px: 2,
                py: 1.25,
                borderTop: 1,
                borderColor: 'divider',
                [NARROW]: { flexDirection: 'column', alignItems: 'stretch', gap: 1 },
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: 1, minWidth: 0 }}>
                <Avatar
                  aria-hidden
                  sx={{
                    bgcolor: variant === 'connected' ? 'primary.main' : 'action.disabledBackground',
                    color: variant === 'connected' ? 'primary.contrastText' : 'text.secondary',
                  }}
                >
                  <Icon />
                </Avatar>
                <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {onSelect ? (
                    <Link
                      component="button"
                      type="button"
                      variant="subtitle1"
                      underline="hover"
                      onClick={() => onSelect(endpoint)}
                      sx={{ textAlign: 'left', fontWeight: 500, overflowWrap: 'anywhere' }}
                    >
                      {endpoint.name}
                    </Link>
                  ) : (
                    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
                      {endpoint.name}
                    </Typography>
                  )}
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t.mac(endpoint.mac_address)}
                  </Typography>
                  {variant === 'connected' && endpoint.connected_time !== undefined ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t.connectedFor(formatConnectedHours(endpoint.connected_time, format.number, t.hours))}
                    </Typography>
                  ) : null}
                  {variant === 'blocked' && endpoint.blocked_until !== undefined ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {endpoint.blocked_until === null ? (
                        ui.blockedUntilUnblocked
                      ) : (
                        <TimeLeft until={endpoint.blocked_until} />
                      )}
                    </Typography>
                  ) : null}
                  {variant === 'connected' && endpoint.data_used !== undefined ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t.dataUsed(formatDataUsed(endpoint.data_used, format.number))}
                    </Typography>
                  ) : null}
                </Box>
              </Box>
              {onAction || (onExtend && typeof endpoint.blocked_until === 'number') ? (
                <Box
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: 'none', justifyContent: 'flex-end' }}
                >
                  {onExtend && variant === 'blocked' && typeof endpoint.blocked_until === 'number'
                    ? BLOCK_EXTENSIONS.map((extension) => (
                        <Button
                          key={extension}
                          variant="text"
                          size="small"
                          disabled={busy}
                          aria-label={ui.extendBlockLabel(endpoint.name, extension)}
                          onClick={() => onExtend(endpoint, extension)}
                        >
                          {ui.extendBlockBy[extension]}
                        </Button>
                      ))
                    : null}
                  {onAction ? (
                    <Button
                      ref={(button: HTMLButtonElement | null) => {
                        if (button) buttons.current.set(endpoint.mac_address, button);
                        else buttons.current.delete(endpoint.mac_address);
                      }}
                      variant="outlined"
                      color={variant === 'connected' ? 'error' : 'primary'}
                      size="small"
                      loading={busy}
                      aria-label={t.actionOn(actionLabel, endpoint.name)}
                      onClick={() => onAction(endpoint)}
                      sx={{ flex: 'none', minWidth: 96 }}
                    >
                      {actionLabel}
                    </Button>
                  ) : null}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      ref={ref}
      className={className}
      sx={[
        { containerType: 'inline-size', containerName: 'endpoint-list' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ px: 2, pt: 2, pb: 1.5 }}>
        {title}
      </Typography>
      {body}
    </Card>
  );
}
