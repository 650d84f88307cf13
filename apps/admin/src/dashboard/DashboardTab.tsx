import { Stack } from '@mui/material';
import { ADMIN_MAP_DEFAULTS, ADMIN_TEXT, THREAT_TEXT } from '@drisk/contract/client';
import { LazySection } from '@drisk/ui';
import { named } from '../screens';
import { SummaryBlock } from './SummaryBlock';

// The map (Leaflet) and the threat charts (MUI X Charts, date pickers) are most of the tab's code: each
// loads as its own chunk when it comes near the viewport, so the first screen waits only for the summary.
const CompanyMapBlock = named(() => import('./CompanyMapBlock'), 'CompanyMapBlock');
const ThreatDashboardSection = named(() => import('./ThreatDashboardSection'), 'ThreatDashboardSection');

/** Height reserved for the threat dashboard until it arrives (counters, timeline, pies, top hosts). */
const THREAT_SECTION_MIN_HEIGHT = 900;

/**
 * The Dashboard tab (spec 3 §2.9): the summary block, the map of the company devices, then the threat
 * dashboard computed from the company's real events.
 */
export function DashboardTab() {
  return (
    <Stack spacing={2}>
      <SummaryBlock />
      <LazySection label={ADMIN_TEXT.companyMap} minHeight={ADMIN_MAP_DEFAULTS.height}>
        <CompanyMapBlock />
      </LazySection>
      <LazySection label={THREAT_TEXT.title} minHeight={THREAT_SECTION_MIN_HEIGHT} rootMargin="0px">
        <ThreatDashboardSection />
      </LazySection>
    </Stack>
  );
}
