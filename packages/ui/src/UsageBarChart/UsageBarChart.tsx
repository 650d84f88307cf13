import { useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { GraphPoint } from '@drisk/contract';
import { UI_TEXT, WIDGET_TEXT, WIRE_DATE_PATTERN } from '@drisk/contract/client';
import { formatMegabytes as formatMegabytesIn, usageBuckets, usageTotals } from './usageBuckets';
import { useLanguage, useText } from '../language/useText';
import { useFormatters } from '../language/useFormatters';
import { ChartFigure } from '../chartCard/ChartFigure';
import { visuallyHidden } from '../visuallyHidden';
import { useDriskProps } from '../theme/useDriskProps';
import { usageBarChartClasses } from './usageBarChartClasses';
import { UsageBarChartEmpty } from './UsageBarChartEmpty';
import { UsageBarChartSkeleton, usageBarChartRootSx } from './UsageBarChartSkeleton';

/** Props of {@link UsageBarChart}. */
export interface UsageBarChartProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
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
   * Width of the chart, in pixels. Leave it out to fill the container (the chart follows its width, as a
   * ResizeObserver reports it); tests in jsdom, which has no layout, pass it.
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

// Month replies carry MM/DD/YYYY dates: ticks show MM/DD so 31 labels fit; the tooltip keeps the full date.
// German reads day before month: 11/26 is shown as 26.11.
function tickLabel(label: string, language: string): string {
  if (!WIRE_DATE_PATTERN.test(label)) return label;
  return language === 'de' ? `${label.slice(3, 5)}.${label.slice(0, 2)}.` : label.slice(0, 5);
}

/** A whole wire date (MM/DD/YYYY) in the language's order: 26.11.2026 in German. */
function fullDateLabel(label: string, language: string): string {
  if (language !== 'de' || !WIRE_DATE_PATTERN.test(label)) return label;
  return `${label.slice(3, 5)}.${label.slice(0, 2)}.${label.slice(6)}`;
}

/**
 * Download and upload per time bucket of the Home dashboard, in megabytes, as grouped bars.
 * Screen readers get the totals in the chart's name and every bucket in a visually hidden table.
 */
export function UsageBarChart(inProps: UsageBarChartProps) {
  const props = useDriskProps(inProps, 'DriskUsageBarChart', usageBarChartClasses.root);
  const {
    data,
    loading = false,
    height = 300,
    width,
    label: labelProp,
    emptyText: emptyTextProp,
    ref,
    className,
    sx,
  } = props;
  const theme = useTheme();
  const t = useText(WIDGET_TEXT);
  const ui = useText(UI_TEXT);
  const { language, locale } = useLanguage();
  const format = useFormatters();
  const label = labelProp ?? t.dataUsage;
  const emptyText = emptyTextProp ?? ui.noChartData;
  const formatMegabytes = (megabytes: number) => formatMegabytesIn(megabytes, locale);
  const buckets = useMemo(() => usageBuckets(data), [data]);
  const totals = useMemo(() => usageTotals(buckets), [buckets]);
  const rootSx = [usageBarChartRootSx, ...(Array.isArray(sx) ? sx : [sx])];

  if (loading) {
    return (
      <UsageBarChartSkeleton
        ref={ref}
        height={height}
        width={width}
        label={label}
        className={className}
        sx={sx}
      />
    );
  }

  if (buckets.length === 0) {
    return (
      // The caller's own props: the empty state resolves the theme's like the chart.
      <UsageBarChartEmpty
        ref={ref}
        height={height}
        emptyText={emptyText}
        className={inProps.className}
        sx={inProps.sx}
      />
    );
  }

  const name = t.chartName(label, formatMegabytes(totals.download), formatMegabytes(totals.upload));
  const bucketHeading = data.every((point) => point.time === undefined) ? t.date : t.time;
  const valueFormatter = (value: number | null) => (value === null ? '' : formatMegabytes(value));

  return (
    <ChartFigure
      name={name}
      height={height}
      width={width}
      ref={ref}
      className={className}
      sx={rootSx}
      chart={(chartWidth) => (
        <BarChart
          height={height}
          width={chartWidth}
          xAxis={[
            {
              scaleType: 'band',
              data: buckets.map((bucket) => bucket.label),
              valueFormatter: (value: string, context) =>
                context.location === 'tick' ? tickLabel(value, language) : fullDateLabel(value, language),
            },
          ]}
          yAxis={[
            {
              scaleType: 'linear',
              label: 'MB',
              width: 56,
              valueFormatter: (value: number, context) =>
                context.location === 'tick'
                  ? format.number(value, { notation: 'compact', maximumFractionDigits: 1 })
                  : formatMegabytes(value),
            },
          ]}
          series={[
            {
              id: 'download',
              label: t.download,
              data: buckets.map((bucket) => bucket.download),
              color: theme.palette.primary.main,
              valueFormatter,
            },
            {
              id: 'upload',
              label: t.upload,
              data: buckets.map((bucket) => bucket.upload),
              color: theme.palette.secondary.light,
              valueFormatter,
            },
          ]}
          grid={{ horizontal: true }}
          margin={{ left: 8, right: 8 }}
        />
      )}
    >
      <Box component="table" sx={visuallyHidden}>
        <caption>{t.inMegabytes(label)}</caption>
        <thead>
          <tr>
            <th scope="col">{bucketHeading}</th>
            <th scope="col">{t.download}</th>
            <th scope="col">{t.upload}</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket, index) => (
            <tr key={`${bucket.label}-${index}`}>
              <th scope="row">{fullDateLabel(bucket.label, language)}</th>
              <td>{formatMegabytes(bucket.download)}</td>
              <td>{formatMegabytes(bucket.upload)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            <td>{formatMegabytes(totals.download)}</td>
            <td>{formatMegabytes(totals.upload)}</td>
          </tr>
        </tfoot>
      </Box>
    </ChartFigure>
  );
}
