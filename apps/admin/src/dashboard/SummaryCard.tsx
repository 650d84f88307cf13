import { Card, CardContent, Skeleton, Typography } from '@mui/material';

export interface SummaryCardProps {
  label: string;
  /** The count; undefined while it loads (a skeleton of its size), null when it could not be read (–). */
  count: number | null | undefined;
}

/** One count of the Dashboard tab's summary block, labelled for a screen reader with its figure. */
export function SummaryCard({ label, count }: SummaryCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" aria-label={`${label}: ${count ?? ''}`}>
          {count === undefined ? <Skeleton width={48} /> : count === null ? '–' : count}
        </Typography>
      </CardContent>
    </Card>
  );
}
