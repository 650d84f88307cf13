import { useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { XAxis } from '@mui/x-charts/models';
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

const GRID = { horizontal: true };
const MARGIN = { left: 8, right: 8 };
const Y_AXIS_WIDTH = 56;
/** A tick label's width per character at the axis's 12 px, with room to spare, and the gap between labels. */
const TICK_CHAR_PX = 7.5;
const TICK_GAP_PX = 8;

/**
 * Which tick labels the x axis shows at `width`: every n-th, so that they do not overlap. Reckoned from the
 * labels' length: left to itself, MUI X measures every label in the page (a forced layout) to decide which
 * fit, on each first draw. 'auto' (measuring) where the width is not known.
 */
function tickLabelsAt(width: number | undefined, labels: readonly string[]) {
  if (width === undefined || labels.length === 0) return 'auto' as const;
  const longest = Math.max(...labels.map((label) => label.length));
  const band = Math.max(1, width - Y_AXIS_WIDTH - MARGIN.left - MARGIN.right) / labels.length;
  const every = Math.max(1, Math.ceil((longest * TICK_CHAR_PX + TICK_GAP_PX) / band));
  return (_value: unknown, index: number) => index % every === 0;
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
  // Kept while what they are made of is unchanged: MUI X copies a new axis or series array into its store
  // after the render, and every bar is then drawn again in one synchronous render.
  const yAxis = useMemo(
    () => [
      {
        scaleType: 'linear' as const,
        label: 'MB',
        width: Y_AXIS_WIDTH,
        valueFormatter: (value: number, context: { location: string }) =>
          context.location === 'tick'
            ? format.number(value, { notation: 'compact', maximumFractionDigits: 1 })
            : formatMegabytesIn(value, locale),
      },
    ],
    [locale, format],
  );
  // The x axis for the width the chart is drawn at, kept like the rest while the width stays.
  const xAxisAt = useMemo(() => {
    let last: { width: number | undefined; axis: XAxis[] } | undefined;
    const ticks = buckets.map((bucket) => tickLabel(bucket.label, language));
    return (chartWidth: number | undefined) => {
      if (!last || last.width !== chartWidth) {
        const axis: XAxis[] = [
          {
            scaleType: 'band',
            data: buckets.map((bucket) => bucket.label),
            valueFormatter: (value: string, context: { location: string }) =>
              context.location === 'tick' ? tickLabel(value, language) : fullDateLabel(value, language),
            tickLabelInterval: tickLabelsAt(chartWidth, ticks),
          },
        ];
        last = { width: chartWidth, axis };
      }
      return last.axis;
    };
  }, [buckets, language]);
  const series = useMemo(() => {
    const valueFormatter = (value: number | null) => (value === null ? '' : formatMegabytesIn(value, locale));
    return [
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
    ];
  }, [buckets, locale, t, theme]);

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
          xAxis={xAxisAt(chartWidth)}
          yAxis={yAxis}
          series={series}
          grid={GRID}
          margin={MARGIN}
          // Bars growing in would hold a phone's main thread for a frame's work at every step, right as the
          // page becomes usable; the figures are the point, so they are drawn at once.
          skipAnimation
          // Each series' bars as one path: a day's 24 hours were 48 bar components, each with its own
          // subscriptions to the chart's store, rendered, committed and laid out as the page opens.
          // Tooltips follow the pointer over the axis either way.
          renderer="svg-batch"
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
