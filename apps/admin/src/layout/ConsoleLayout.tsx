import { Suspense, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { screenPaths } from '@drisk/contract/client';
import { DelayedSpinner } from '@drisk/ui';
import { useLocation, useNavigate } from 'react-admin';
import { CONSOLE_TABS, tabOfPath } from './consoleTabs';
import { ConsoleFrame } from './ConsoleFrame';
import { DashboardTabSkeleton } from './ConsoleSkeleton';
import { OwnershipGate } from './OwnershipGate';
import { SessionExpiredController } from './SessionExpiredController';

/** Leaves the console for a page of the dashboard (a full navigation: the dashboard is another app). */
const openDashboard = (path: string) => window.location.assign(path);

/**
 * The console's layout: its frame (the bar with the title and the way back to the dashboard), the tab bar
 * (scrollable, so every tab is reachable at 360 px), and the current tab, each loaded as its own chunk on
 * first visit.
 */
export function ConsoleLayout({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = tabOfPath(location.pathname);
  return (
    <ConsoleFrame>
      <OwnershipGate>
        <Box
          component="nav"
          aria-label="Admin tabs"
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Tabs
            value={current.path}
            onChange={(_, path: string) => navigate(path)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
          >
            {CONSOLE_TABS.map((tab) => (
              <Tab key={tab.path} value={tab.path} label={tab.label} />
            ))}
          </Tabs>
        </Box>
        <Box component="main" sx={{ p: { xs: 1, sm: 2 } }}>
          {/* The Dashboard tab keeps the summary's skeleton the page opened with while its code loads. */}
          <Suspense fallback={current.path === '/' ? <DashboardTabSkeleton /> : <DelayedSpinner />}>
            {children}
          </Suspense>
        </Box>
      </OwnershipGate>
      <SessionExpiredController onSignIn={() => openDashboard(screenPaths.signIn)} />
    </ConsoleFrame>
  );
}
