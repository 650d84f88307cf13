import { Chip } from '@mui/material';
import { useSeverityText } from './useScanWords';

const COLORS: Record<string, 'error' | 'warning' | 'info' | 'success'> = {
  High: 'error',
  Medium: 'warning',
  Low: 'info',
  None: 'success',
};

/** A severity (High, Medium, Low, None) in its colour; anything else ('' before a run) as plain text. */
export function SeverityChip({ severity }: { severity: string }) {
  const severityText = useSeverityText();
  if (!severity) return <>-</>;
  return (
    <Chip
      size="small"
      label={severityText(severity)}
      color={COLORS[severity] ?? 'default'}
      variant="outlined"
    />
  );
}
