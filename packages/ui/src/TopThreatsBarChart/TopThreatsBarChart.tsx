import { useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ThreatHostCount } from '@drisk/contract';
import { THREAT_TEXT } from '@drisk/contract/client';
import { ChartCard, type ChartStateProps } from '../chartCard/ChartCard';
import { ChartFigure } from '../chartCard/ChartFigure';
import { visuallyHidden } from '../visuallyHidden';
import { useDriskProps } from '../theme/useDriskProps';
import { topThreatsBarChartClasses } from './topThreatsBarChartClasses';

/** Props of {@link TopThreatsBarChart}. */
export interface TopThreatsBarChartProps extends ChartStateProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The hosts with the most threats, most first (the `top_hosts` of admin/threat-summary). */
  hosts: readonly ThreatHostCount[];
  /**
   * Title of the card and accessible name of the chart.
   * @default THREAT_TEXT.topHostsTitle ('Top Threats by Host')
   */
  title?: string;
  /**
   * Height of the chart, in pixels.
   * @default 260
   */
  height?: number;
  /**
   * Width of the chart, in pixels; leave it out to fill the card (tests in jsdom pass it).
   * @default undefined
   */
  width?: number;
}

const X_AXIS = [{ tickMinStep: 1 }];
const GRID = { vertical: true };
const MARGIN = { left: 8, right: 16 };

/** Hosts by number of threats as horizontal bars, with the figures in a visually hidden table. */
export function TopThreatsBarChart(inProps: TopThreatsBarChartProps) {
  const props = useDriskProps(inProps, 'DriskTopThreatsBarChart', topThreatsBarChartClasses.root);
  const { hosts, title = THREAT_TEXT.topHostsTitle, height = 260, width, ...state } = props;
  const theme = useTheme();
  const name = `${title}: ${hosts.map((h) => `${h.host} ${h.count}`).join(', ')}`;
  // Kept while the hosts are unchanged: MUI X copies a new axis or series array into its store after the
  // render and draws every bar again, synchronously.
  const chart = useMemo(
    () => ({
      yAxis: [{ scaleType: 'band' as const, data: hosts.map((h) => h.host), width: 120 }],
      series: [
        { id: 'threats', label: 'Threats', data: hosts.map((h) => h.count), color: theme.palette.error.main },
      ],
    }),
    [hosts, theme],
  );
  return (
    <ChartCard
      title={title}
      empty={hosts.length === 0}
      emptyText={THREAT_TEXT.noThreats}
      height={height}
      {...state}
    >
      <ChartFigure
        name={name}
        height={height}
        width={width}
        chart={(chartWidth) => (
          <BarChart
            height={height}
            width={chartWidth}
            layout="horizontal"
            yAxis={chart.yAxis}
            xAxis={X_AXIS}
            series={chart.series}
            hideLegend
            grid={GRID}
            margin={MARGIN}
          />
        )}
      >
        <Box component="table" sx={visuallyHidden}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Host</th>
              <th scope="col">Threats</th>
            </tr>
          </thead>
          <tbody>
            {hosts.map((h) => (
              <tr key={h.host}>
                <th scope="row">{h.host}</th>
                <td>{h.count}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </ChartFigure>
    </ChartCard>
  );
}
