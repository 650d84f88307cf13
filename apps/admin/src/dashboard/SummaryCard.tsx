import { Card, CardContent, Skeleton, Typography } from '@mui/material';

export interface SummaryCardProps {
  label: string;
  /** The count; undefined while it loads (a skeleton of its size), null when it could not be read (–). */
  count: number | null | undefined;
}

/**
 * One count of the Dashboard tab's summary block: a group named with its label and figure, so a screen
 * reader reads them together ('Companies: 2'), and busy while the figure loads.
 */
export function SummaryCard({ label, count }: SummaryCardProps) {
  const loading = count === undefined;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent role="group" aria-label={`${label}: ${count ?? ''}`} aria-busy={loading || undefined}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {loading ? <Skeleton width={48} /> : count === null ? '–' : count}
        </Typography>
      </CardContent>
    </Card>
  );
}
