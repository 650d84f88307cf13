import { Alert, Box, LinearProgress, List, Skeleton, Typography } from '@mui/material';
import type { DashboardData, DeviceSettings } from '@drisk/contract';
import { DetailRow } from '../shared/DetailRow';
import { HomeCard } from './HomeCard';
import { trafficSplit } from './trafficNetworks';

export interface InternetCardProps {
  /** bandwidthdata of user/getDashboardData for the shown period; undefined before the first reply. */
  bandwidth: DashboardData['bandwidthdata'] | undefined;
  /** The device's settings (settings/getSettings); undefined while unknown. */
  settings: DeviceSettings | undefined;
  loading: boolean;
  /** Why the bandwidth could not be loaded, if it could not. */
  error?: string | null;
}

/** A caption led by a dot of the bar's colour for that network. */
const legendSx = (color: string) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: color },
});

const onOff = (flag: number | undefined) => (flag === undefined ? '' : flag === 1 ? 'On' : 'Off');

/**
 * How the gateway reaches the internet in the shown period: which network carried the traffic, the split
 * between cellular and LAN, whether mobile data is on and when the data plan expires.
 */
export function InternetCard({ bandwidth, settings, loading, error }: InternetCardProps) {
  if (!bandwidth) {
    return (
      <HomeCard title="Internet" busy={loading}>
        {loading ? (
          <Skeleton variant="rounded" height={160} aria-label="Loading internet status" />
        ) : (
          <Alert severity="info">{error ?? 'No internet figures for this period.'}</Alert>
        )}
      </HomeCard>
    );
  }

  const split = trafficSplit(bandwidth);
  return (
    <HomeCard title="Internet" busy={loading}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          Traffic carried by
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {split.carriedBy === 'None' ? 'No traffic in this period' : split.carriedBy}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={split.cellularPercent}
          aria-label={`Cellular ${split.cellularPercent}%, LAN ${split.carriedBy === 'None' ? 0 : 100 - split.cellularPercent}%`}
          sx={{
            mt: 1,
            height: 8,
            borderRadius: 4,
            bgcolor: split.carriedBy === 'None' ? 'action.hover' : 'info.light',
          }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
          <Typography variant="caption" sx={legendSx('primary.main')}>
            Cellular {bandwidth.cellular_data_usage}
          </Typography>
          <Typography variant="caption" sx={legendSx('info.light')}>
            LAN {bandwidth.lan_data_usage}
          </Typography>
        </Box>
      </Box>
      <List disablePadding aria-label="Internet">
        <DetailRow label="Mobile Data" value={onOff(settings?.mobile_data)} />
        <DetailRow label="Data left" value={bandwidth.left_data} />
        <DetailRow label="Plan expires" value={bandwidth.expiry_date} />
      </List>
    </HomeCard>
  );
}
