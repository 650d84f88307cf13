import type { ReactNode, Ref } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { EmptyState } from '../EmptyState';
import { LoadError } from '../LoadError';

/** The states every threat-dashboard chart shares: loading, failed, empty, or its content. */
export interface ChartStateProps {
  /**
   * While true a placeholder of the chart's size stands in for it.
   * @default false
   */
  loading?: boolean;
  /**
   * The server's message when the figures could not be loaded; shown instead of the chart.
   * @default undefined
   */
  error?: string;
  /**
   * Fetches again; with `error`, a Retry button calls it.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * The root element (the card).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
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

interface ChartCardProps extends ChartStateProps {
  title: string;
  empty: boolean;
  emptyText: string;
  height: number;
  children: ReactNode;
}

/** A titled card around a chart that shows the loading, error and empty states the same way for all. */
export function ChartCard(props: ChartCardProps) {
  const { title, loading, error, onRetry, empty, emptyText, height, ref, className, sx, children } = props;
  let body: ReactNode;
  if (loading) {
    body = (
      <Box role="progressbar" aria-label={`Loading ${title.toLowerCase()}`}>
        <Skeleton variant="rounded" height={height} />
      </Box>
    );
  } else if (error) {
    body = <LoadError message={error} onRetry={onRetry} sx={{ mb: 0 }} />;
  } else if (empty) {
    body = (
      <EmptyState
        title={emptyText}
        icon={<InsightsOutlined />}
        sx={{ minHeight: height, justifyContent: 'center' }}
      />
    );
  } else {
    body = children;
  }
  return (
    <Card
      component="section"
      aria-label={title}
      variant="outlined"
      ref={ref}
      className={className}
      sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
