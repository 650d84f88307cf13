import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ThreatImpact } from '@drisk/contract';
import { THREAT_IMPACTS, THREAT_TEXT } from '@drisk/contract/client';
import { LoadError } from '../LoadError';
import type { ChartStateProps } from '../chartCard/ChartCard';
import { useDriskProps } from '../theme/useDriskProps';
import { threatSeverityCountersClasses } from './threatSeverityCountersClasses';

/** Props of {@link ThreatSeverityCounters}. */
export interface ThreatSeverityCountersProps extends ChartStateProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Threats per severity (the `severity` of admin/threat-summary); null before the first load. */
  counts: Readonly<Record<ThreatImpact, number>> | null;
  /**
   * Accessible name of the list.
   * @default THREAT_TEXT.countersLabel ('Threats by severity')
   */
  label?: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * The threat dashboard's four severity counters (Critical, High, Medium, Low), worst first, each in the
 * colour of its severity. A list, so screen readers read 'Critical 197' and so on.
 */
export function ThreatSeverityCounters(inProps: ThreatSeverityCountersProps) {
  const props = useDriskProps(inProps, 'DriskThreatSeverityCounters', threatSeverityCountersClasses.root);
  const {
    counts,
    loading = false,
    error,
    onRetry,
    label = THREAT_TEXT.countersLabel,
    ref,
    className,
    sx,
  } = props;
  const theme = useTheme();
  const colours: Record<ThreatImpact, string> = {
    Critical: theme.palette.error.dark,
    High: theme.palette.error.main,
    Medium: theme.palette.warning.main,
    Low: theme.palette.info.main,
  };
  if (error) return <LoadError message={error} onRetry={onRetry} ref={ref} className={className} sx={sx} />;
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={loading || undefined}
      ref={ref}
      className={className}
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {THREAT_IMPACTS.map((impact) => (
        <Card
          component="li"
          key={impact}
          variant="outlined"
          sx={{ p: 2, borderTop: 4, borderTopColor: colours[impact] }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {impact}
          </Typography>
          {loading || counts === null ? (
            <Skeleton
              variant="text"
              width="60%"
              sx={{ fontSize: '2rem' }}
              role="progressbar"
              aria-label={`Loading ${impact}`}
            />
          ) : (
            <Typography variant="h4" component="p" sx={{ color: colours[impact], fontWeight: 600 }}>
              {numberFormat.format(counts[impact])}
            </Typography>
          )}
        </Card>
      ))}
    </Box>
  );
}
