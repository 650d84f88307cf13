import { useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { THREAT_TEXT } from '@drisk/contract/client';
import { ChartCard, type ChartStateProps } from '../chartCard/ChartCard';
import { useDriskProps } from '../theme/useDriskProps';
import { threatPieChartClasses } from './threatPieChartClasses';

/** One slice: its label (a category of the dashboard) and how many threats fall in it. */
export interface ThreatSlice {
  label: string;
  value: number;
}

/** Props of {@link ThreatPieChart}. */
export interface ThreatPieChartProps extends ChartStateProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Title of the card ('Device Type', 'Alert Type', 'Impact'). */
  title: string;
  /** The slices in the order they are shown; slices of 0 stay in the legend. */
  slices: readonly ThreatSlice[];
  /**
   * Called with the slice's label when a slice or its legend entry is chosen (the dashboard then lists
   * its threats). Without it the slices are not interactive.
   * @default undefined
   */
  onSliceClick?: (label: string) => void;
  /**
   * Colours of the slices, in order; the theme's palette when absent.
   * @default undefined
   */
  colors?: readonly string[];
  /**
   * Diameter of the pie, in pixels.
   * @default 180
   */
  size?: number;
}

/**
 * Threats by one category as a pie. The legend under it is the text alternative: one button per slice
 * with its label and count, so every slice can be opened with the keyboard too.
 */
export function ThreatPieChart(inProps: ThreatPieChartProps) {
  const props = useDriskProps(inProps, 'DriskThreatPieChart', threatPieChartClasses.root);
  const { title, slices, onSliceClick, colors, size = 180, ...state } = props;
  const theme = useTheme();
  const palette = useMemo(
    () =>
      colors ?? [
        theme.palette.error.main,
        theme.palette.warning.main,
        theme.palette.info.main,
        theme.palette.success.main,
        theme.palette.secondary.main,
      ],
    [colors, theme],
  );
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const colourOf = (index: number) => palette[index % palette.length];
  // Kept while the slices are unchanged: MUI X copies a new series array into its store after the render
  // and draws the pie again, synchronously.
  const series = useMemo(
    () => [
      {
        innerRadius: size * 0.25,
        outerRadius: size / 2,
        paddingAngle: 1,
        cornerRadius: 2,
        data: slices.map((slice, index) => ({
          id: slice.label,
          value: slice.value,
          label: slice.label,
          color: palette[index % palette.length],
        })),
      },
    ],
    [palette, size, slices],
  );
  return (
    <ChartCard title={title} empty={total === 0} emptyText={THREAT_TEXT.noThreats} height={size} {...state}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Box aria-hidden sx={{ width: size, height: size, cursor: onSliceClick ? 'pointer' : undefined }}>
          <PieChart
            width={size}
            height={size}
            hideLegend
            // The drawing is aria-hidden: the list below is its keyboard and screen-reader path.
            disableKeyboardNavigation
            margin={0}
            series={series}
            onItemClick={
              onSliceClick ? (_event, item) => onSliceClick(slices[item.dataIndex].label) : undefined
            }
          />
        </Box>
        <Box
          component="ul"
          aria-label={`${title}: ${total} ${THREAT_TEXT.threatsUnit}`}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 0.5,
          }}
        >
          {slices.map((slice, index) => {
            const content = (
              <>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colourOf(index), flex: 'none' }}
                />
                <Typography variant="body2" component="span">
                  {slice.label} {slice.value}
                </Typography>
              </>
            );
            const itemSx = {
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              px: 1,
              py: 0.5,
              borderRadius: 1,
            };
            return (
              <li key={slice.label}>
                {onSliceClick ? (
                  <ButtonBase
                    onClick={() => onSliceClick(slice.label)}
                    sx={{ ...itemSx, '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' } }}
                  >
                    {content}
                  </ButtonBase>
                ) : (
                  <Box sx={itemSx}>{content}</Box>
                )}
              </li>
            );
          })}
        </Box>
      </Box>
    </ChartCard>
  );
}
