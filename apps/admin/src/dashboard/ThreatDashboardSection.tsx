import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ThreatDimension } from '@drisk/contract/client';
import { THREAT_ALERTS_PAGE_SIZES, THREAT_TEXT } from '@drisk/contract/client';
import type { ThreatAlertsParams, ThreatRange } from '@drisk/data-provider';
import {
  ThreatAlertsDialog,
  ThreatPieChart,
  ThreatSeverityCounters,
  ThreatTimelineChart,
  TopThreatsBarChart,
} from '@drisk/ui';
import { ThreatRangeBar } from './threats/ThreatRangeBar';
import { messageOf, useThreatAlerts, useThreatSummary } from './threats/threatQueries';
import { THREAT_PIES, slicesOf } from './threats/threatSlices';
import { defaultRange, wireRangeOf, type PickedRange } from './threats/threatRange';

export interface ThreatDashboardSectionProps {
  /** One company's threats; all the caller's companies when absent. */
  customerId?: number;
}

interface OpenSlice {
  dimension: ThreatDimension;
  value: string;
  title: string;
}

/**
 * The threat dashboard of the admin console's Dashboard tab (spec 3 §2.9), from the real events of the
 * company's gateways: a date range and Search, the four severity counters, the threats timeline, pies by
 * device type, alert type and impact, and the top hosts. A pie slice opens the Threat Alerts behind it.
 */
export function ThreatDashboardSection({ customerId }: ThreatDashboardSectionProps) {
  const [picked, setPicked] = useState<PickedRange>(() => defaultRange());
  // The range searched last; the pickers change only `picked` until Search.
  const [searched, setSearched] = useState(() => wireRangeOf(defaultRange()));
  const range: ThreatRange = { ...searched, customer_id: customerId };
  const [slice, setSlice] = useState<OpenSlice | null>(null);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(THREAT_ALERTS_PAGE_SIZES[0]);

  const summary = useThreatSummary(range);
  const alertsParams: ThreatAlertsParams | null = slice && {
    ...range,
    dimension: slice.dimension,
    value: slice.value,
    pagination: { page: page + 1, perPage: rowsPerPage },
  };
  const alerts = useThreatAlerts(alertsParams);

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

  const openSlice = (dimension: ThreatDimension, title: string) => (value: string) => {
    setSlice({ dimension, value, title });
    setPage(0);
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
      <ThreatTimelineChart days={summary.data?.timeline ?? []} {...state} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {THREAT_PIES.map((pie) => (
          <ThreatPieChart
            key={pie.dimension}
            title={pie.title}
            slices={slicesOf(summary.data, pie.dimension)}
            onSliceClick={openSlice(pie.dimension, pie.title)}
            {...state}
          />
        ))}
      </Box>
      <TopThreatsBarChart hosts={summary.data?.top_hosts ?? []} {...state} />
      <ThreatAlertsDialog
        open={slice !== null}
        onClose={() => setSlice(null)}
        subtitle={slice ? `${slice.title}: ${slice.value}` : undefined}
        rows={alerts.data?.data ?? []}
        total={alerts.data?.total ?? 0}
        page={page}
        rowsPerPage={rowsPerPage}
        onPageChange={setPage}
        onRowsPerPageChange={(size) => {
          setRowsPerPage(size);
          setPage(0);
        }}
        loading={alerts.isFetching}
        error={alerts.error ? messageOf(alerts.error) : undefined}
        onRetry={() => void alerts.refetch()}
      />
    </Stack>
  );
}
