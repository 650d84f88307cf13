import type { Ref } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import { UI_TEXT } from '@drisk/contract/client';
import { EmptyState } from '../EmptyState';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { usageBarChartClasses } from './usageBarChartClasses';

/** Props of {@link UsageBarChartEmpty}: the chart's own props for its empty state. */
export interface UsageBarChartEmptyProps {
  ref?: Ref<HTMLDivElement>;
  /** @default 300 */
  height?: number;
  /** @default UI_TEXT.noChartData ('No chart data available.') */
  emptyText?: string;
  className?: string;
  sx?: SxProps<Theme>;
}

/**
 * What a UsageBarChart with no data draws, with no chart code: the chart draws it, and a screen that already
 * knows its data is empty draws it without loading the charts library first. The theme's `DriskUsageBarChart`
 * props and root overrides apply as to the chart.
 */
export function UsageBarChartEmpty(inProps: UsageBarChartEmptyProps) {
  const props = useDriskProps(inProps, 'DriskUsageBarChart', usageBarChartClasses.root);
  const { ref, height = 300, emptyText, className, sx } = props;
  const ui = useText(UI_TEXT);
  return (
    <EmptyState
      title={emptyText ?? ui.noChartData}
      icon={<BarChartOutlined />}
      ref={ref}
      className={className}
      sx={[{ minHeight: height, justifyContent: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
