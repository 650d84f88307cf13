import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import { ADMIN_TEXT } from '@drisk/contract/client';

/** The summary's counts in the spec's order: the resource each counts, and its label. */
export const SUMMARY_COUNTS = [
  { resource: 'companies', label: ADMIN_TEXT.summaryCompanies },
  { resource: 'companyDevices', label: ADMIN_TEXT.summaryDevices },
  { resource: 'users', label: ADMIN_TEXT.summaryUsers },
  { resource: 'registeredUsers', label: ADMIN_TEXT.summaryRegisteredUsers },
] as const;

/**
 * The summary block's grid, one card per count of SUMMARY_COUNTS: two a row on a phone, four from `md`.
 * `cardOf` draws the card of a count (with its figure in the console, loading in the prerendered frame).
 */
export function SummaryGrid({ cardOf }: { cardOf: (count: (typeof SUMMARY_COUNTS)[number]) => ReactNode }) {
  return (
    <Grid container spacing={2} component="section" aria-label="Summary">
      {SUMMARY_COUNTS.map((count) => (
        <Grid key={count.resource} size={{ xs: 6, md: 3 }}>
          {cardOf(count)}
        </Grid>
      ))}
    </Grid>
  );
}
