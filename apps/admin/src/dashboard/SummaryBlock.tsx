import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { ADMIN_TEXT } from '@drisk/contract/client';
import { useGetList } from 'react-admin';

/** One count of the summary: a resource's total as the server counts it (one row asked for). */
function SummaryCount({ resource, label }: { resource: string; label: string }) {
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" aria-label={`${label}: ${total ?? ''}`}>
          {isPending ? <Skeleton width={48} /> : error ? '–' : total}
        </Typography>
      </CardContent>
    </Card>
  );
}

const COUNTS = [
  { resource: 'companies', label: ADMIN_TEXT.summaryCompanies },
  { resource: 'companyDevices', label: ADMIN_TEXT.summaryDevices },
  { resource: 'users', label: ADMIN_TEXT.summaryUsers },
  { resource: 'registeredUsers', label: ADMIN_TEXT.summaryRegisteredUsers },
] as const;

/** The Dashboard tab's summary block: companies, their devices, user profiles and registered users. */
export function SummaryBlock() {
  return (
    <Grid container spacing={2} component="section" aria-label="Summary">
      {COUNTS.map((count) => (
        <Grid key={count.resource} size={{ xs: 6, md: 3 }}>
          <SummaryCount {...count} />
        </Grid>
      ))}
    </Grid>
  );
}
