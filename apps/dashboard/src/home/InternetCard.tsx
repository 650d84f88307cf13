import { Alert, Box, LinearProgress, List, Skeleton, Typography } from '@mui/material';
import type { DashboardData, DeviceSettings } from '@drisk/contract';
import { HOME_TEXT } from '@drisk/contract/client';
import { useFormatters, useServerText, useText } from '@drisk/ui';
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

/**
 * How the gateway reaches the internet in the shown period: which network carried the traffic, the split
 * between cellular and LAN, whether mobile data is on and when the data plan expires.
 */
export function InternetCard({ bandwidth, settings, loading, error }: InternetCardProps) {
  const text = useText(HOME_TEXT);
  const serverText = useServerText();
  const { percent, amount, wireDate } = useFormatters();
  const onOff = (flag: number | undefined) => (flag === undefined ? '' : flag === 1 ? text.on : text.off);
  if (!bandwidth) {
    return (
      <HomeCard title={text.internetTitle} busy={loading}>
        {loading ? (
          <Skeleton variant="rounded" height={160} aria-label={text.loadingInternet} />
        ) : (
          <Alert severity="info">{error ? serverText(error) : text.noInternetFigures}</Alert>
        )}
      </HomeCard>
    );
  }

  const split = trafficSplit(bandwidth);
  return (
    <HomeCard title={text.internetTitle} busy={loading}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {text.trafficCarriedBy}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {text.carriedBy[split.carriedBy]}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={split.cellularPercent}
          aria-label={text.trafficSplit(
            percent(split.cellularPercent),
            percent(split.carriedBy === 'None' ? 0 : 100 - split.cellularPercent),
          )}
          sx={{
            mt: 1,
            height: 8,
            borderRadius: 4,
            bgcolor: split.carriedBy === 'None' ? 'action.hover' : 'info.light',
          }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
          <Typography variant="caption" sx={legendSx('primary.main')}>
            {text.cellular} {amount(bandwidth.cellular_data_usage)}
          </Typography>
          <Typography variant="caption" sx={legendSx('info.light')}>
            {text.lan} {amount(bandwidth.lan_data_usage)}
          </Typography>
        </Box>
      </Box>
      <List disablePadding aria-label={text.internetTitle}>
        <DetailRow label={text.mobileData} value={onOff(settings?.mobile_data)} />
        <DetailRow label={text.dataLeft} value={amount(bandwidth.left_data)} />
        <DetailRow label={text.planExpires} value={wireDate(bandwidth.expiry_date)} />
      </List>
    </HomeCard>
  );
}
