import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme, useThemeProps, type SxProps, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import type { GraphPoint } from '@drisk/contract';
import { UI_TEXT, WIRE_DATE_PATTERN } from '@drisk/contract/client';
import { EmptyState } from '../EmptyState';
import { formatMegabytes, usageBuckets, usageTotals } from './usageBuckets';
import { visuallyHidden } from '../visuallyHidden';

/** Props of {@link UsageBarChart}. */
export interface UsageBarChartProps {
  /** The `data` of the user/getDashboardGraph reply: one entry per bucket, values like '12.34 MB'. */
  data: readonly GraphPoint[];
  /**
   * While true a placeholder of the chart's size is shown instead of the chart.
   * @default false
   */
  loading?: boolean;
  /**
   * Height of the chart, in pixels.
   * @default 300
   */
  height?: number;
  /**
   * Width of the chart, in pixels. Leave it out to fill the container (the chart follows its width);
   * tests in jsdom, which has no layout, pass it.
   * @default undefined
   */
  width?: number;
  /**
   * Accessible name of the chart; the totals are added to it.
   * @default 'Data usage'
   */
  label?: string;
  /**
   * Shown instead of the chart when `data` is empty.
   * @default UI_TEXT.noChartData ('No chart data available.')
   */
  emptyText?: string;
  /**
   * Class name of the root element.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the root element.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

// Axis ticks stay short ('4K', '98.8K') so they fit the axis width; tooltips and the table give the exact figure.
const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

// Month replies carry MM/DD/YYYY dates: ticks show MM/DD so 31 labels fit; the tooltip keeps the full date.
function tickLabel(label: string): string {
  return WIRE_DATE_PATTERN.test(label) ? label.slice(0, 5) : label;
}

/**
 * Download and upload per time bucket of the Home dashboard, in megabytes, as grouped bars.
 * Screen readers get the totals in the chart's name and every bucket in a visually hidden table.
 */
export function UsageBarChart(inProps: UsageBarChartProps) {
  const props = useThemeProps({ props: inProps, name: 'DriskUsageBarChart' });
  const {
    data,
    loading = false,
    height = 300,
    width,
    label = 'Data usage',
    emptyText = UI_TEXT.noChartData,
    className,
    sx,
  } = props;
  const theme = useTheme();
  const buckets = useMemo(() => usageBuckets(data), [data]);
  const totals = useMemo(() => usageTotals(buckets), [buckets]);
  const rootSx = [{ position: 'relative', m: 0, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])];

  if (loading) {
    return (
      <Box role="progressbar" aria-label={`Loading ${label.toLowerCase()}`} className={className} sx={rootSx}>
        <Skeleton variant="rounded" height={height} width={width ?? '100%'} />
      </Box>
    );
  }

  if (buckets.length === 0) {
    return (
      <EmptyState
        title={emptyText}
        icon={<BarChartOutlined />}
        className={className}
        sx={[{ minHeight: height, justifyContent: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    );
  }

  const name = `${label}: download ${formatMegabytes(totals.download)}, upload ${formatMegabytes(totals.upload)}`;
  const bucketHeading = data.every((point) => point.time === undefined) ? 'Date' : 'Time';
  const valueFormatter = (value: number | null) => (value === null ? '' : formatMegabytes(value));

  return (
    <Box component="figure" aria-label={name} className={className} sx={rootSx}>
      <BarChart
        height={height}
        width={width}
        xAxis={[
          {
            scaleType: 'band',
            data: buckets.map((bucket) => bucket.label),
            valueFormatter: (value: string, context) =>
              context.location === 'tick' ? tickLabel(value) : value,
          },
        ]}
        yAxis={[
          {
            scaleType: 'linear',
            label: 'MB',
            width: 56,
            valueFormatter: (value: number, context) =>
              context.location === 'tick' ? compactFormat.format(value) : formatMegabytes(value),
          },
        ]}
        series={[
          {
            id: 'download',
            label: 'Download',
            data: buckets.map((bucket) => bucket.download),
            color: theme.palette.primary.main,
            valueFormatter,
          },
          {
            id: 'upload',
            label: 'Upload',
            data: buckets.map((bucket) => bucket.upload),
            color: theme.palette.secondary.light,
            valueFormatter,
          },
        ]}
        grid={{ horizontal: true }}
        margin={{ left: 8, right: 8 }}
      />
      <Box component="table" sx={visuallyHidden}>
        <caption>{label}, in MB</caption>
        <thead>
          <tr>
            <th scope="col">{bucketHeading}</th>
            <th scope="col">Download</th>
            <th scope="col">Upload</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket, index) => (
            <tr key={`${bucket.label}-${index}`}>
              <th scope="row">{bucket.label}</th>
              <td>{formatMegabytes(bucket.download)}</td>
              <td>{formatMegabytes(bucket.upload)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatMegabytes(totals.download)}</td>
            <td>{formatMegabytes(totals.upload)}</td>
          </tr>
        </tfoot>
      </Box>
    </Box>
  );
}
