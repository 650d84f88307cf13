import { Box, Skeleton, Typography } from '@mui/material';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { HOME_TEXT, UI_TEXT } from '@drisk/contract/client';
import { BandwidthDonutSkeleton, EndpointList, PageHeader, UsageBarChartSkeleton, useText } from '@drisk/ui';
import {
  SESSION_SLOT_ATTRIBUTE,
  SESSION_SLOT_STATUS_ATTRIBUTE,
  type SessionSlot,
} from '../prerender/sessionSlots';
import { useScreenTitle } from '../shared/useScreenTitle';
import { HomeCard } from './HomeCard';
import { InternetCard } from './InternetCard';
import { WirelessCard } from './WirelessCard';
import { HOME_CARDS_SX, HOME_LISTS_SX, HOME_PAGE_SX, HOME_SELECTORS_SX } from './homeLayout';

const nothing: never[] = [];
const deviceSlot: SessionSlot = 'connected-device';
const STATUS = `[${SESSION_SLOT_STATUS_ATTRIBUTE}]`;
/**
 * The device line's place and look, as the page header draws it (a dot in the status's colour, then the
 * line): the start script writes the line in and marks its status, which shows the dot and colours both.
 */
const DEVICE_LINE_SX = {
  mt: -2,
  mb: 2,
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  color: 'text.secondary',
  '& > svg': { display: 'none', fontSize: 10 },
  [`&:has(${STATUS}) > svg`]: { display: 'inline-block' },
  [`&:has([${SESSION_SLOT_STATUS_ATTRIBUTE}="active"])`]: { color: 'success.main' },
  [`&:has([${SESSION_SLOT_STATUS_ATTRIBUTE}="inactive"])`]: { color: 'error.main' },
} as const;
/** The period selector's two parts (its select, then the date between its arrows), wrapping as they do. */
const PERIOD_SX = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 } as const;

/** Where the period and network selectors go, in their sizes: their values depend on the day and the user. */
export function HomeSelectorsSkeleton() {
  return (
    <Box sx={HOME_SELECTORS_SX}>
      <Box sx={PERIOD_SX}>
        <Skeleton variant="rounded" width={170} height={40} />
        <Skeleton variant="rounded" width={174} height={34} />
      </Box>
      <Skeleton variant="rounded" width={150} height={40} />
    </Box>
  );
}

/**
 * Home as the build prerenders it inside the shell's skeleton (home.html): the title, the selectors' places
 * and every card with its heading and its loading placeholder, laid out by the same grid as the dashboard.
 * It paints from HTML before any script runs, so a phone shows Home's shape and headings at once rather than
 * grey blocks; nothing in it depends on who is signed in or on today's date (the selectors' values do, so
 * they are placeholders here), except the connected device's line, which the start script fills in from
 * the tab's session as soon as it runs, with the page's first paint or right after it (fillSessionSlots).
 */
export function HomeSkeleton() {
  const text = useText(HOME_TEXT);
  const ui = useText(UI_TEXT);
  return (
    <Box component="section">
      <PageHeader title={useScreenTitle()} />
      <Typography variant="body2" sx={DEVICE_LINE_SX}>
        <FiberManualRecord aria-hidden />
        <span {...{ [SESSION_SLOT_ATTRIBUTE]: deviceSlot }}>
          <Skeleton variant="text" width={160} />
        </span>
      </Typography>
      <Box sx={HOME_PAGE_SX}>
        <HomeSelectorsSkeleton />
        <HomeCard title={text.dataUsageTitle} busy>
          <UsageBarChartSkeleton />
        </HomeCard>
        <Box sx={HOME_CARDS_SX}>
          <HomeCard title={text.bandwidthTitle} busy>
            <BandwidthDonutSkeleton />
          </HomeCard>
          <InternetCard bandwidth={undefined} settings={undefined} loading />
          <WirelessCard settings={undefined} loading />
        </Box>
        <Box sx={HOME_LISTS_SX}>
          <EndpointList
            title={text.connectedDevicesTitle}
            variant="connected"
            endpoints={nothing}
            loading
            emptyText={ui.noDataAvailable}
          />
          <EndpointList
            title={text.blockedDevicesTitle}
            variant="blocked"
            endpoints={nothing}
            loading
            emptyText={ui.noBlockedDevices}
          />
        </Box>
      </Box>
    </Box>
  );
}
