import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Box, Toolbar, useMediaQuery } from '@mui/material';
import { useToast } from '@drisk/ui';
import { isApiError } from '@drisk/data-provider';
import { PageLoading } from '../PageLoading';
import type { SidebarAction } from '../screens';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useScreenTitle } from '../shared/useScreenTitle';
import { useSession } from '../session/SessionProvider';
import { NotificationCountProvider } from '../realtime/NotificationCountProvider';
import { RealtimeController } from '../realtime/RealtimeController';
import { Sidebar, SIDEBAR_WIDTH } from './Sidebar';
import { LiveTopBar } from './LiveTopBar';
import { InviteDialog } from './InviteDialog';
import { LogoutDialog } from '../shared/LogoutDialog';
import { SkipLink } from './SkipLink';

/** Phones (600 px and narrower) get the sidebar as a drawer over the page. */
const PHONE_QUERY = '(max-width:600px)';
const MAIN_ID = 'main-content';

/**
 * The signed-in shell: sidebar, top bar, the screen, and the Invite and Logout dialogs, inside the bell's
 * count and the one realtime connection (live updates, refetch on server signals).
 */
export function DashboardLayout() {
  return (
    <NotificationCountProvider>
      <RealtimeController>
        <Shell />
      </RealtimeController>
    </NotificationCountProvider>
  );
}

function Shell() {
  const { user, roleId, connectedDevice, ensureDevices } = useSession();
  const { showToast } = useToast();
  const isPhone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [phoneMenuOpen, setPhoneMenuOpen] = useState(false);
  const [desktopMenuOpen, setDesktopMenuOpen] = useState(true);
  const [openDialog, setOpenDialog] = useState<SidebarAction | null>(null);
  const title = useScreenTitle();
  useDocumentTitle(title);

  // After a page reload only the stored session is known: fetch the devices once for this token.
  useEffect(() => {
    ensureDevices().catch((error: unknown) => {
      if (isApiError(error) && !error.isSessionExpired && error.statusCode !== 401) {
        showToast(error.message, 'error');
      }
    });
  }, [ensureDevices, showToast]);

  const menuOpen = isPhone ? phoneMenuOpen : desktopMenuOpen;
  const sidebarOffset = !isPhone && desktopMenuOpen ? SIDEBAR_WIDTH : 0;

  // Kept between renders, so the (memoised) top bar re-renders only when what it shows changes.
  const handleToggleMenu = useCallback(() => {
    if (isPhone) setPhoneMenuOpen((open) => !open);
    else setDesktopMenuOpen((open) => !open);
  }, [isPhone]);

  const handleAction = (action: SidebarAction) => {
    setPhoneMenuOpen(false);
    setOpenDialog(action);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink target={MAIN_ID} />
      {(isPhone || desktopMenuOpen) && (
        <Sidebar
          variant={isPhone ? 'temporary' : 'permanent'}
          open={isPhone ? phoneMenuOpen : true}
          onClose={() => setPhoneMenuOpen(false)}
          viewer={{ roleId, userType: user?.type ?? null }}
          onNavigate={() => setPhoneMenuOpen(false)}
          onAction={handleAction}
        />
      )}
      <LiveTopBar
        title={title}
        connectedDevice={connectedDevice}
        menuOpen={menuOpen}
        onToggleMenu={handleToggleMenu}
        offset={sidebarOffset}
      />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3 }, pb: 4, outline: 'none' }}
      >
        <Toolbar sx={{ mb: { xs: 2, sm: 3 } }} />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <InviteDialog open={openDialog === 'invite'} onClose={() => setOpenDialog(null)} />
      <LogoutDialog open={openDialog === 'logout'} onCancel={() => setOpenDialog(null)} />
    </Box>
  );
}
