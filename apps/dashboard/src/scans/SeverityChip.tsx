import { Chip } from '@mui/material';

const COLORS: Record<string, 'error' | 'warning' | 'info' | 'success'> = {
  High: 'error',
  Medium: 'warning',
  Low: 'info',
  None: 'success',
};

/** A severity (High, Medium, Low, None) in its colour; anything else ('' before a run) as plain text. */
export function SeverityChip({ severity }: { severity: string }) {
  if (!severity) return <>-</>;
  return <Chip size="small" label={severity} color={COLORS[severity] ?? 'default'} variant="outlined" />;
}
