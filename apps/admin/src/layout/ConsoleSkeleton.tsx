import { Box, Skeleton, Stack } from '@mui/material';
import { ADMIN_TEXT } from '@drisk/contract/client';
import { SummaryCard } from '../dashboard/SummaryCard';
import { SummaryGrid } from '../dashboard/SummaryGrid';
import { CONSOLE_TABS } from './consoleTabs';
import { ConsoleFrame } from './ConsoleFrame';

/** The tab bar's height (MUI's Tabs), kept by its skeleton so the page does not move when the tabs come. */
const TAB_BAR_HEIGHT = 48;

/** The Dashboard tab until its code and counts arrive: the summary block with its counts loading. */
export function DashboardTabSkeleton() {
  return <SummaryGrid cardOf={(count) => <SummaryCard label={count.label} count={undefined} />} />;
}

/** Where the tab bar, then the tab, will be: grey tabs and the Dashboard tab's summary, loading. */
export function ConsoleBodySkeleton() {
  return (
    <>
      <Box
        aria-hidden
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden' }}
      >
        <Stack direction="row" spacing={4} sx={{ height: TAB_BAR_HEIGHT, px: 2, alignItems: 'center' }}>
          {CONSOLE_TABS.map((tab) => (
            <Skeleton key={tab.path} variant="text" width={tab.label.length * 8} sx={{ flexShrink: 0 }} />
          ))}
        </Stack>
      </Box>
      <Box
        component="main"
        aria-busy="true"
        aria-label={ADMIN_TEXT.consoleLoading}
        sx={{ p: { xs: 1, sm: 2 } }}
      >
        <DashboardTabSkeleton />
      </Box>
    </>
  );
}

/**
 * The console before it knows who is signed in: the build writes it into index.html (src/prerender), so it
 * paints before any script, and react-admin shows it while it checks the session. The bar is the console's
 * own; the rest stands for the tabs and the Dashboard tab, where the console opens.
 */
export function ConsoleSkeleton() {
  return (
    <ConsoleFrame>
      <ConsoleBodySkeleton />
    </ConsoleFrame>
  );
}
