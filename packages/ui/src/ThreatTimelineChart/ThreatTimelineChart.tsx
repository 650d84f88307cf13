import { useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ThreatTimelineDay } from '@drisk/contract';
import { THREAT_TEXT, THREAT_TIMELINE_SERIES } from '@drisk/contract/client';
import { ChartCard, type ChartStateProps } from '../chartCard/ChartCard';
import { ChartFigure } from '../chartCard/ChartFigure';
import { visuallyHidden } from '../visuallyHidden';
import { useDriskProps } from '../theme/useDriskProps';
import { threatTimelineChartClasses } from './threatTimelineChartClasses';

/** Props of {@link ThreatTimelineChart}. */
export interface ThreatTimelineChartProps extends ChartStateProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** One entry per day, oldest first (the `timeline` of admin/threat-summary). */
  days: readonly ThreatTimelineDay[];
  /**
   * Title of the card and accessible name of the chart.
   * @default THREAT_TEXT.timelineTitle ('Threats Timeline')
   */
  title?: string;
  /**
   * Height of the chart, in pixels.
   * @default 280
   */
  height?: number;
  /**
   * Width of the chart, in pixels; leave it out to fill the card (tests in jsdom pass it).
   * @default undefined
   */
  width?: number;
}

const Y_AXIS = [{ width: 40, tickMinStep: 1 }];
const GRID = { horizontal: true };
const MARGIN = { left: 8, right: 8 };
const SERIES = Object.keys(THREAT_TIMELINE_SERIES) as (keyof typeof THREAT_TIMELINE_SERIES)[];

/**
 * Threats, Mitigated and Quarantined per day as three lines. Screen readers get the totals in the chart's
 * name and every day in a visually hidden table.
 */
export function ThreatTimelineChart(inProps: ThreatTimelineChartProps) {
  const props = useDriskProps(inProps, 'DriskThreatTimelineChart', threatTimelineChartClasses.root);
  const { days, title = THREAT_TEXT.timelineTitle, height = 280, width, ...state } = props;
  const theme = useTheme();
  const totals = Object.fromEntries(
    SERIES.map((key) => [key, days.reduce((sum, day) => sum + day[key], 0)]),
  ) as Record<(typeof SERIES)[number], number>;
  const name = `${title}: ${SERIES.map((key) => `${totals[key]} ${THREAT_TIMELINE_SERIES[key].toLowerCase()}`).join(', ')}`;
  // Kept while the days are unchanged: MUI X copies a new axis or series array into its store after the
  // render and draws every line again, synchronously.
  const chart = useMemo(() => {
    const colours = {
      threats: theme.palette.error.main,
      mitigated: theme.palette.success.main,
      quarantined: theme.palette.warning.main,
    };
    return {
      xAxis: [
        {
          scaleType: 'point' as const,
          data: days.map((day) => day.date),
          // Ticks show MM/DD so a month fits; the tooltip keeps the full date.
          valueFormatter: (value: string, context: { location: string }) =>
            context.location === 'tick' ? value.slice(0, 5) : value,
        },
      ],
      series: SERIES.map((key) => ({
        id: key,
        label: THREAT_TIMELINE_SERIES[key],
        data: days.map((day) => day[key]),
        color: colours[key],
        showMark: days.length <= 14,
        // Straight lines between days: a smoothed curve would suggest counts between them.
        curve: 'linear' as const,
      })),
    };
  }, [days, theme]);
  return (
    <ChartCard
      title={title}
      empty={days.length === 0 || totals.threats === 0}
      emptyText={THREAT_TEXT.noThreats}
      height={height}
      {...state}
    >
      <ChartFigure
        name={name}
        height={height}
        width={width}
        chart={(chartWidth) => (
          <LineChart
            height={height}
            width={chartWidth}
            xAxis={chart.xAxis}
            yAxis={Y_AXIS}
            series={chart.series}
            grid={GRID}
            margin={MARGIN}
          />
        )}
      >
        <Box component="table" sx={visuallyHidden}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {SERIES.map((key) => (
                <th scope="col" key={key}>
                  {THREAT_TIMELINE_SERIES[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                {SERIES.map((key) => (
                  <td key={key}>{day[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </ChartFigure>
    </ChartCard>
  );
}
