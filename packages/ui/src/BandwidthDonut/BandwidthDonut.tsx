import { useCallback, useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import DataUsageOutlined from '@mui/icons-material/DataUsageOutlined';
import { UI_TEXT, WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useFormatters } from '../language/useFormatters';
import { EmptyState } from '../EmptyState';
import { donutValues, drawnSlices, type BandwidthData } from './donutValues';
import { useDriskProps } from '../theme/useDriskProps';
import { bandwidthDonutClasses } from './bandwidthDonutClasses';
import { BandwidthDonutSkeleton, bandwidthDonutRootSx } from './BandwidthDonutSkeleton';

/** Props of {@link BandwidthDonut}. */
export interface BandwidthDonutProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** `bandwidthdata` of the user/getDashboardData reply; null or undefined before the first reply. */
  bandwidth: BandwidthData | null | undefined;
  /**
   * While true placeholders are shown instead of the donut and the figures.
   * @default false
   */
  loading?: boolean;
  /**
   * Width and height of the donut, in pixels.
   * @default 200
   */
  size?: number;
  /**
   * Shown when there is no bandwidth data and nothing is loading.
   * @default UI_TEXT.noDataAvailable ('No Data Available')
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

/**
 * The bandwidth figures of the Home dashboard: a donut of used (red) and left (blue) data in GB, the used
 * amount in its centre, and beneath it the used, left, expiry date, cellular and LAN figures as the server
 * sends them.
 */
export function BandwidthDonut(inProps: BandwidthDonutProps) {
  const props = useDriskProps(inProps, 'DriskBandwidthDonut', bandwidthDonutClasses.root);
  const { bandwidth, loading = false, size = 200, emptyText: emptyTextProp, ref, className, sx } = props;
  const theme = useTheme();
  const t = useText(WIDGET_TEXT);
  const ui = useText(UI_TEXT);
  const format = useFormatters();
  const emptyText = emptyTextProp ?? ui.noDataAvailable;
  const gigabytes = useCallback(
    (value: number) =>
      `${format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })} GB`,
    [format],
  );
  const rootSx = [bandwidthDonutRootSx, ...(Array.isArray(sx) ? sx : [sx])];
  // Kept while the figures are unchanged: MUI X copies a new series array into its store after the render,
  // and the donut is then drawn again in one synchronous render.
  const chart = useMemo(() => {
    if (!bandwidth) return null;
    const values = donutValues(bandwidth);
    const drawn = drawnSlices(values);
    const series = [
      {
        innerRadius: size * 0.32,
        outerRadius: size / 2,
        paddingAngle: values.used > 0 && values.left > 0 ? 1 : 0,
        cornerRadius: 2,
        // Tooltips tell the real figure, also of a slice drawn larger to be seen (drawnSlices).
        valueFormatter: (_item: unknown, { dataIndex }: { dataIndex: number }) =>
          gigabytes(dataIndex === 0 ? values.used : values.left),
        data: [
          { id: 'used', value: drawn.used, label: t.used, color: theme.palette.error.main },
          { id: 'left', value: drawn.left, label: t.left, color: theme.palette.primary.main },
        ],
      },
    ];
    // The stand-in slice would read '100.00 GB used' in a tooltip: no tooltip then.
    const slotProps = values.placeholder ? { tooltip: { trigger: 'none' as const } } : undefined;
    return { values, series, slotProps };
  }, [bandwidth, gigabytes, size, t, theme]);

  if (loading) {
    return <BandwidthDonutSkeleton ref={ref} size={size} className={className} sx={sx} />;
  }

  if (!bandwidth || !chart) {
    return (
      <EmptyState title={emptyText} icon={<DataUsageOutlined />} ref={ref} className={className} sx={sx} />
    );
  }

  const { values } = chart;
  // The centre and the accessible name tell the real figures, also when the donut shows the 100/0 stand-in.
  const real = values.placeholder ? { used: 0, left: 0 } : values;
  const figures = [
    { term: t.used, value: format.amount(bandwidth.used_data), swatch: theme.palette.error.main },
    { term: t.left, value: format.amount(bandwidth.left_data), swatch: theme.palette.primary.main },
    { term: t.expiryDate, value: format.wireDate(bandwidth.expiry_date) },
    { term: t.cellularUsage, value: format.amount(bandwidth.cellular_data_usage) },
    { term: t.lanUsage, value: format.amount(bandwidth.lan_data_usage) },
  ];

  return (
    <Box ref={ref} className={className} sx={rootSx}>
      <Box
        role="img"
        aria-label={t.bandwidthSummary(gigabytes(real.used), gigabytes(real.left))}
        sx={{ position: 'relative', width: size, height: size }}
      >
        <PieChart
          width={size}
          height={size}
          hideLegend
          margin={0}
          series={chart.series}
          slotProps={chart.slotProps}
          // Drawn at once: growing in would hold a phone's main thread for a frame's work at every step.
          skipAnimation
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
          }}
        >
          <Typography variant="h6" component="span" sx={{ lineHeight: 1.2 }}>
            {gigabytes(real.used)}
          </Typography>
          <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
            {t.usedCaption}
          </Typography>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          width: '100%',
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.75,
          '& dt': { color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 1 },
          '& dd': { m: 0, textAlign: 'right', fontWeight: 500, overflowWrap: 'anywhere' },
        }}
      >
        {figures.map((figure) => (
          <Box key={figure.term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {figure.swatch ? (
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: figure.swatch, flex: 'none' }}
                />
              ) : null}
              {figure.term}
            </Typography>
            <Typography component="dd" variant="body2">
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
