import { lazy, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { THREAT_TEXT } from '@drisk/contract/client';
import type { ThreatRange } from '@drisk/data-provider';
import { LazySection, ThreatSeverityCounters } from '@drisk/ui';
import { ThreatRangeBar } from './threats/ThreatRangeBar';
import { messageOf, useThreatSummary } from './threats/threatQueries';
import { defaultRange, wireRangeOf, type PickedRange } from './threats/threatRange';

// MUI X Charts are most of the section's code: the charts load as their own chunk when they come into
// view, below the pickers and counters (the first screen ends above them).
const ThreatCharts = lazy(async () => ({ default: (await import('./ThreatCharts')).ThreatCharts }));

/** Height reserved for the charts until they arrive (timeline, pies, top hosts). */
const THREAT_CHARTS_MIN_HEIGHT = 1100;

export interface ThreatDashboardSectionProps {
  /** One company's threats; all the caller's companies when absent. */
  customerId?: number;
}

/**
 * The threat dashboard of the admin console's Dashboard tab (spec 3 §2.9), from the real events of the
 * company's gateways: a date range and Search, the four severity counters, then the charts
 * (`ThreatCharts`): the threats timeline, pies by device type, alert type and impact, and the top hosts.
 */
export function ThreatDashboardSection({ customerId }: ThreatDashboardSectionProps) {
  const [picked, setPicked] = useState<PickedRange>(() => defaultRange());
  // The range searched last; the pickers change only `picked` until Search.
  const [searched, setSearched] = useState(() => wireRangeOf(defaultRange()));
  const range: ThreatRange = { ...searched, customer_id: customerId };

  const summary = useThreatSummary(range);
  const loading = summary.isPending;
  const error = summary.error ? messageOf(summary.error) : undefined;
  const retry = () => void summary.refetch();
  const state = { loading, error, onRetry: retry };

  const handleSearch = () => {
    if (!picked.from || !picked.to) return;
    const next = wireRangeOf({ from: picked.from, to: picked.to });
    if (next.from === searched.from && next.to === searched.to) void summary.refetch();
    else setSearched(next);
  };

  return (
    <Stack component="section" aria-labelledby="threat-dashboard-title" spacing={2} sx={{ minWidth: 0 }}>
      <Typography id="threat-dashboard-title" variant="h6" component="h2">
        {THREAT_TEXT.title}
      </Typography>
      <ThreatRangeBar
        value={picked}
        onChange={setPicked}
        onSearch={handleSearch}
        searching={summary.isFetching && !summary.isPending}
      />
      <ThreatSeverityCounters counts={summary.data?.severity ?? null} {...state} />
      <LazySection label={THREAT_TEXT.title} minHeight={THREAT_CHARTS_MIN_HEIGHT} rootMargin="0px">
        <ThreatCharts range={range} summary={summary.data} {...state} />
      </LazySection>
    </Stack>
  );
}
