import type { ReactNode } from 'react';
import { Box, Skeleton, Stack, Toolbar } from '@mui/material';
import { UI_TEXT } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { Sidebar, SIDEBAR_WIDTH } from './Sidebar';
import { useScreenTitle } from '../shared/useScreenTitle';
import { TopBar } from './TopBar';

const nothing = () => {};

/**
 * The signed-in shell as the build prerenders it (scripts/vitePrerender.ts): sidebar and top bar for nobody in
 * particular, and a skeleton where the page goes. It paints before any script; the app replaces it once it
 * knows who is signed in. Media queries (not script) decide the phone layout here, as nothing has run yet.
 * A screen whose shape is known (Home's HomeSkeleton) is given as `children`, under its route's title; any
 * other gets grey blocks.
 */
export function ShellSkeleton({ children }: { children?: ReactNode }) {
  const title = useScreenTitle('');
  return (
    <Box
      sx={{
        display: 'flex',
        minHeight: '100vh',
        '& .MuiAppBar-root': {
          width: { xs: '100%', sm: `calc(100% - ${SIDEBAR_WIDTH}px)` },
          ml: { xs: 0, sm: `${SIDEBAR_WIDTH}px` },
        },
      }}
    >
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <Sidebar
          variant="permanent"
          open
          onClose={nothing}
          viewer={{ roleId: null, userType: null }}
          onNavigate={nothing}
          onAction={nothing}
        />
      </Box>
      <TopBar
        title={title}
        connectedDevice={null}
        deviceFromSession
        notificationCount={0}
        connectionState="connecting"
        menuOpen={false}
        onToggleMenu={nothing}
        offset={0}
      />
      <Box
        component="main"
        aria-busy="true"
        aria-label={useText(UI_TEXT).shellLoading}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3 }, pb: 4 }}
      >
        <Toolbar sx={{ mb: { xs: 2, sm: 3 } }} />
        {children ?? (
          <>
            <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 240 }} />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
              {[0, 1, 2].map((card) => (
                <Skeleton key={card} variant="rounded" height={140} sx={{ flex: 1 }} />
              ))}
            </Stack>
            <Skeleton variant="rounded" height={280} sx={{ mt: 2 }} />
          </>
        )}
      </Box>
    </Box>
  );
}
