import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ThreatDimension, ThreatHostCount, ThreatSummary, ThreatTimelineDay } from '@drisk/contract';
import { THREAT_ALERTS_PAGE_SIZES } from '@drisk/contract/client';
import type { ThreatAlertsParams, ThreatRange } from '@drisk/data-provider';
import { ThreatAlertsDialog, ThreatPieChart, ThreatTimelineChart, TopThreatsBarChart } from '@drisk/ui';
import { messageOf, useThreatAlerts } from './threats/threatQueries';
import { THREAT_PIES, slicesOf } from './threats/threatSlices';

export interface ThreatChartsProps {
  /** The range searched last, which the summary and a slice's alerts are of. */
  range: ThreatRange;
  summary: ThreatSummary | undefined;
  /** The summary's state, which every chart shows. */
  loading: boolean;
  error?: string;
  onRetry: () => void;
}

// The same empty lists each render while there is no summary: a chart redraws when given new ones.
const NO_DAYS: ThreatTimelineDay[] = [];
const NO_HOSTS: ThreatHostCount[] = [];

interface OpenSlice {
  dimension: ThreatDimension;
  value: string;
  title: string;
}

/**
 * The threat dashboard's charts (MUI X Charts): the threats timeline, pies by device type, alert type and
 * impact, and the top hosts; a pie slice opens the Threat Alerts behind it. Its own chunk, below the
 * pickers and counters (`ThreatDashboardSection`).
 */
export function ThreatCharts({ range, summary, ...state }: ThreatChartsProps) {
  const [slice, setSlice] = useState<OpenSlice | null>(null);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(THREAT_ALERTS_PAGE_SIZES[0]);
  const alertsParams: ThreatAlertsParams | null = slice && {
    ...range,
    dimension: slice.dimension,
    value: slice.value,
    pagination: { page: page + 1, perPage: rowsPerPage },
  };
  const alerts = useThreatAlerts(alertsParams);
  // Each pie's slices, made once per summary: a new array makes MUI X redraw the pie, synchronously, at every
  // render (opening a slice, paging its alerts).
  const pieSlices = useMemo(
    () => new Map(THREAT_PIES.map((pie) => [pie.dimension, slicesOf(summary, pie.dimension)])),
    [summary],
  );

  const openSlice = (dimension: ThreatDimension, title: string) => (value: string) => {
    setSlice({ dimension, value, title });
    setPage(0);
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <ThreatTimelineChart days={summary?.timeline ?? NO_DAYS} {...state} />
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
            slices={pieSlices.get(pie.dimension) ?? []}
            onSliceClick={openSlice(pie.dimension, pie.title)}
            {...state}
          />
        ))}
      </Box>
      <TopThreatsBarChart hosts={summary?.top_hosts ?? NO_HOSTS} {...state} />
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
