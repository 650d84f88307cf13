import dayjs, { type Dayjs } from 'dayjs';
import type { Network } from '@drisk/contract';
import type { PrefetchedCalls } from '../api/prefetchedCalls';
import { dashboardRange, openView, type DashboardView } from './dashboardRange';
import { HOME_OPENING_CALLS } from './homeOpeningCalls';

/** The network Home opens with. */
export const OPENING_NETWORK: Network = 'AllNetworks';

/** The view Home opens with: today. */
export const openingView = (today: Dayjs): DashboardView => openView('day', today);

/** The input of user/getDashboardGraph and user/getDashboardData for a device, view and network. */
export const usageRequest = (deviceId: string, view: DashboardView, network: Network) => ({
  body: { device_id: deviceId, network, ...dashboardRange(view) },
});

/** The input of settings/getSettings for a device. */
export const settingsRequest = (deviceId: string) => ({ body: { device_id: deviceId } });

/**
 * Starts the three calls Home opens with for `deviceId` (today, every network) through `start`, with the
 * very inputs useHomeData asks with, so its queries take these answers instead of asking again.
 */
export function startHomeCalls(start: PrefetchedCalls['prefetch'], deviceId: string, today = dayjs()) {
  const [graph, data, settings] = HOME_OPENING_CALLS;
  const usage = usageRequest(deviceId, openingView(today), OPENING_NETWORK);
  start(graph, usage);
  start(data, usage);
  start(settings, settingsRequest(deviceId));
}
