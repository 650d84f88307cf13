import { eq } from 'drizzle-orm';
import { SERVER, UI_TEXT, routes, wifiScanResult } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { devices } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { sessionRoute } from '../../http/registerRoute';

/** A scan takes the radio a moment longer than other commands. */
export const WIFI_SCAN_TIMEOUT_MS = 10_000;

/**
 * GET settings/getAvailableWiFiNetworks/{id}: the networks the gateway sees now (scan_wifi), each with
 * connected_status '1' for the one it joined as a client (as the gateway reports, or as remembered from
 * the last connectWiFiClient), '0' for the others. No networks: an empty list with the empty-state text
 * as the message.
 */
export const getAvailableWiFiNetworks = (ctx: AppContext) =>
  sessionRoute(routes.getAvailableWiFiNetworks, async ({ params }) => {
    const ack = await ctx.gateways.sendCommand(
      params.id,
      { type: 'scan_wifi', payload: {} },
      { timeoutMs: WIFI_SCAN_TIMEOUT_MS },
    );
    const scan = wifiScanResult.safeParse(ack.result);
    if (!scan.success) {
      ctx.log.warn({ deviceId: params.id }, 'A gateway answered scan_wifi without a valid network list');
      throw new HttpError(502, SERVER.gatewayBadReply);
    }
    const [device] = await ctx.db
      .select({ bssid: devices.wifiClientBssid })
      .from(devices)
      .where(eq(devices.deviceId, params.id));
    const joined = device?.bssid ?? null;
    const networks = scan.data.networks.map((network) => ({
      ssid: network.ssid,
      bssid: network.bssid,
      connected_status: network.connected_status === '1' || network.bssid === joined ? '1' : '0',
    }));
    if (networks.length === 0) return { message: UI_TEXT.noNetworkAvailable, result: [] };
    return { message: ack.message || SERVER.success, result: networks };
  });

/**
 * POST settings/connectWiFiClient: the gateway joins another Wi-Fi network as a client (Wi-Fi Mode must be
 * on; the gateway says so otherwise). The joined network is remembered; the password is not stored.
 */
export const connectWiFiClient = (ctx: AppContext) =>
  sessionRoute(routes.connectWiFiClient, async ({ body }) => {
    const ack = await ctx.gateways.sendCommand(body.device_id, {
      type: 'connect_wifi',
      payload: { ssid: body.ssid, password: body.password, bssid: body.bssid },
    });
    await ctx.db
      .update(devices)
      .set({ wifiClientSsid: body.ssid, wifiClientBssid: body.bssid })
      .where(eq(devices.deviceId, body.device_id));
    return { message: ack.message || SERVER.wifiConnected, result: null };
  });

/** GET settings/disconnectFromClient/{id}: the gateway leaves the network it joined as a client. */
export const disconnectFromClient = (ctx: AppContext) =>
  sessionRoute(routes.disconnectFromClient, async ({ params }) => {
    const ack = await ctx.gateways.sendCommand(params.id, { type: 'disconnect_wifi', payload: {} });
    await ctx.db
      .update(devices)
      .set({ wifiClientSsid: null, wifiClientBssid: null })
      .where(eq(devices.deviceId, params.id));
    return { message: ack.message || SERVER.wifiDisconnected, result: null };
  });
