import { useHref, useLinkClickHandler } from 'react-router';
import { AppBar, Badge, Box, IconButton, Skeleton, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import type { DriskDevice } from '@drisk/contract';
import { SHELL_TEXT, UI_TEXT, deviceStatusText, screenPath } from '@drisk/contract/client';
import type { ConnectionState } from '@drisk/realtime';
import { ConnectionIndicator, useReadyAfterMount, useText } from '@drisk/ui';
import { SESSION_SLOT_ATTRIBUTE, type SessionSlot } from '../prerender/sessionSlots';

export interface TopBarProps {
  title: string;
  connectedDevice: DriskDevice | null;
  /**
   * The prerendered shell, which cannot know the device: a placeholder instead, which the page's start
   * script fills in from the session (prerender/sessionSlots.ts).
   * @default false
   */
  deviceFromSession?: boolean;
  notificationCount: number;
  /** State of the realtime connection, shown as a small online/offline indicator. */
  connectionState: ConnectionState;
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** Left offset, so the bar sits beside a permanent sidebar. */
  offset: number;
}

/**
 * The top bar: menu toggle, the screen's title, the connected device, the realtime connection's state and the
 * bell with the live count.
 */
export function TopBar({
  title,
  connectedDevice,
  deviceFromSession = false,
  notificationCount,
  connectionState,
  menuOpen,
  onToggleMenu,
  offset,
}: TopBarProps) {
  const shell = useText(SHELL_TEXT);
  const ui = useText(UI_TEXT);
  const deviceText = connectedDevice
    ? shell.deviceLine(connectedDevice.name, deviceStatusText(shell.deviceStatus, connectedDevice.status))
    : ui.noDeviceConnected;
  // A plain link (href and React Router's click handler) rather than its <Link>: that one merges its refs into
  // a new callback at every render, and the tooltip answers each new ref with a synchronous render of its own
  // inside whatever commit re-rendered the bar.
  const notificationsPath = screenPath('notification');
  const notificationsHref = useHref(notificationsPath);
  const openNotifications = useLinkClickHandler<HTMLAnchorElement>(notificationsPath);
  const deviceSlot: SessionSlot | undefined = deviceFromSession ? 'connected-device' : undefined;
  // The bell's tooltip comes a task after the bar, outside the commit that builds the page (the hook says why).
  const tooltipReady = useReadyAfterMount();
  const bell = (
    <IconButton
      color="inherit"
      href={notificationsHref}
      onClick={openNotifications}
      aria-label={shell.notificationsWaiting(notificationCount)}
    >
      <Badge badgeContent={notificationCount} color="error" max={99}>
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );

  return (
    <AppBar position="fixed" elevation={1} sx={{ width: `calc(100% - ${offset}px)`, ml: `${offset}px` }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={shell.toggleMenu}
          aria-controls="main-menu"
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <Box
          sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.75, minWidth: 0 }}
          title={shell.connectedDevice}
        >
          <RouterOutlined fontSize="small" aria-hidden />
          <Typography variant="body2" noWrap {...{ [SESSION_SLOT_ATTRIBUTE]: deviceSlot }}>
            {deviceSlot ? (
              <Skeleton variant="text" width={120} sx={{ bgcolor: 'rgba(255, 255, 255, 0.24)' }} />
            ) : (
              deviceText
            )}
          </Typography>
        </Box>
        <ConnectionIndicator state={connectionState} />
        {tooltipReady ? <Tooltip title={shell.notifications}>{bell}</Tooltip> : bell}
      </Toolbar>
    </AppBar>
  );
}
