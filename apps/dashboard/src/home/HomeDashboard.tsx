import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { Box } from '@mui/material';
import type { Network } from '@drisk/contract';
import { HOME_TEXT, UI_TEXT, can, isBlockEndedMessage, screenPath, topics } from '@drisk/contract/client';
import { useRealtimeTopic } from '@drisk/realtime';
import {
  BandwidthDonutSkeleton,
  EndpointList,
  LoadError,
  NetworkSelector,
  PeriodSelector,
  UsageBarChartEmpty,
  UsageBarChartSkeleton,
  useReadyAfterMount,
  useText,
  type BandwidthDonutProps,
  type EndpointListItem,
  type UsageBarChartProps,
} from '@drisk/ui';
import { iotDetailsState } from '../iot-details/iotDetailsState';
import {
  anchorText,
  canStepForward,
  nameView,
  openView,
  stepView,
  type DashboardView,
} from './dashboardRange';
import { lazyPage } from '../lazyPage';
import { MountOnceOpened } from '../shared/MountOnceOpened';
import { useValueInNextTask } from '../shared/useValueInNextTask';
import { HomeCard } from './HomeCard';
import { HomeSelectorsSkeleton } from './HomeSkeleton';
import { HOME_CARDS_SX, HOME_LISTS_SX, HOME_PAGE_SX, HOME_SELECTORS_SX } from './homeLayout';
import { InternetCard } from './InternetCard';
import { WirelessCard } from './WirelessCard';
import { useEndpointActions } from './useEndpointActions';
import { useSession } from '../session/SessionProvider';
import { useHomeData } from './useHomeData';
import { OPENING_NETWORK, openingView } from './homeRequests';

// Loaded when a block is first asked for: Home's first paint does not need the dialog's code; the per-widget
// entry point keeps the chunk to this one widget.
const DurationDialog = lazyPage(() => import('@drisk/ui/DurationDialog'), 'DurationDialog');
// The charts library is most of Home's code: the page's figures, lists and names paint without it, and each
// chart draws its own placeholder until it arrives.
const UsageBarChart = lazyPage<'UsageBarChart', UsageBarChartProps>(
  () => import('@drisk/ui/UsageBarChart'),
  'UsageBarChart',
);
const BandwidthDonut = lazyPage<'BandwidthDonut', BandwidthDonutProps>(
  () => import('@drisk/ui/BandwidthDonut'),
  'BandwidthDonut',
);

/** The usage, bandwidth, network and endpoint cards of Home for the connected device. */
export function HomeDashboard({ deviceId }: { deviceId: string }) {
  const navigate = useNavigate();
  const text = useText(HOME_TEXT);
  const ui = useText(UI_TEXT);
  const [view, setView] = useState<DashboardView>(() => openingView(dayjs()));
  const [network, setNetwork] = useState<Network>(OPENING_NETWORK);
  const { graph, dashboard, settings, reloadUsage } = useHomeData(deviceId, view, network);
  const actions = useEndpointActions(deviceId, reloadUsage);
  // The gateway says when it lifts a timed block: the endpoint moves back to Connected at once. The topic
  // is listened to, not held (useDeviceChannel would re-render the whole dashboard for every battery level).
  useRealtimeTopic(topics.deviceApp(deviceId), (message) => {
    if (isBlockEndedMessage(message)) reloadUsage();
  });
  // A Guest may look at the endpoints but not block or unblock them (the server refuses it too).
  const { roleId } = useSession();
  const canManage = can(roleId, 'denyDevice');
  const canExtend = can(roleId, 'extendBlock');
  const data = dashboard.data;
  const firstLoad = dashboard.loading && data === undefined;
  // The device lists (below the cards on a phone) take each reply one task after the cards: two commits.
  const lists = useValueInNextTask(
    useMemo(
      () => ({
        connected: data?.iotdevice ?? [],
        blocked: data?.blocked_devices ?? [],
        loading: firstLoad,
      }),
      [data, firstLoad],
    ),
  );

  const selectorsReady = useReadyAfterMount();
  const handleSelect = (endpoint: EndpointListItem) =>
    void navigate(screenPath('iotDetails'), { state: iotDetailsState(endpoint) });

  return (
    <Box sx={HOME_PAGE_SX}>
      {/* The selectors come a task after the page, outside the commit that builds it (the hook says why);
          their placeholders stay until then, as the prerendered page showed them. */}
      {selectorsReady ? (
        <Box role="group" aria-label={text.periodAndNetwork} sx={HOME_SELECTORS_SX}>
          <PeriodSelector
            value={view.period}
            onChange={(period) => setView(openView(period, dayjs()))}
            anchor={anchorText(view)}
            onStep={(delta) => setView((current) => nameView(stepView(current, delta), dayjs()))}
            canStepForward={canStepForward(view, dayjs())}
          />
          <NetworkSelector value={network} onChange={setNetwork} />
        </Box>
      ) : (
        <HomeSelectorsSkeleton />
      )}

      {dashboard.error && (
        <LoadError message={dashboard.error.message} onRetry={() => void dashboard.reload()} />
      )}

      <HomeCard title={text.dataUsageTitle} busy={graph.loading}>
        {graph.error ? (
          <LoadError message={graph.error.message} onRetry={() => void graph.reload()} />
        ) : !graph.loading && graph.points.length === 0 ? (
          // Nothing to draw: the charts library is not needed to say so.
          <UsageBarChartEmpty emptyText={ui.noChartData} />
        ) : (
          <Suspense fallback={<UsageBarChartSkeleton />}>
            <UsageBarChart data={graph.points} loading={graph.loading} emptyText={ui.noChartData} />
          </Suspense>
        )}
      </HomeCard>

      <Box sx={HOME_CARDS_SX}>
        <HomeCard title={text.bandwidthTitle} busy={firstLoad}>
          <Suspense fallback={<BandwidthDonutSkeleton />}>
            <BandwidthDonut bandwidth={data?.bandwidthdata} loading={firstLoad} />
          </Suspense>
        </HomeCard>
        <InternetCard
          bandwidth={data?.bandwidthdata}
          settings={settings.data}
          loading={firstLoad}
          error={dashboard.error?.message}
        />
        <WirelessCard settings={settings.data} loading={settings.loading} error={settings.error?.message} />
      </Box>

      <Box sx={HOME_LISTS_SX}>
        <EndpointList
          title={text.connectedDevicesTitle}
          variant="connected"
          endpoints={lists.connected}
          loading={lists.loading}
          emptyText={ui.noDataAvailable}
          onAction={canManage ? actions.askBlock : undefined}
          focusRequest={actions.moved?.into === 'connected' ? actions.moved : null}
          onSelect={handleSelect}
          busyMac={actions.blocking ? (actions.blockTarget?.mac_address ?? null) : null}
        />
        <EndpointList
          title={text.blockedDevicesTitle}
          variant="blocked"
          endpoints={lists.blocked}
          loading={lists.loading}
          emptyText={ui.noBlockedDevices}
          onAction={canManage ? (endpoint) => void actions.unblockEndpoint(endpoint) : undefined}
          onExtend={
            canExtend ? (endpoint, extension) => void actions.extendBlock(endpoint, extension) : undefined
          }
          focusRequest={actions.moved?.into === 'blocked' ? actions.moved : null}
          busyMac={actions.unblockingMac}
        />
      </Box>

      <MountOnceOpened open={actions.blockTarget !== null}>
        <DurationDialog
          open={actions.blockTarget !== null}
          endpointName={actions.blockTarget?.name ?? ''}
          loading={actions.blocking}
          onConfirm={(duration) => void actions.confirmBlock(duration)}
          onCancel={actions.cancelBlock}
        />
      </MountOnceOpened>
    </Box>
  );
}
