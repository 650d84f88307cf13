import { routes } from '@drisk/contract';
import { publicRoute } from '../http/registerRoute';
import type { Realtime } from './realtime';

/** A host name as browsers send it (name, IPv4, or [IPv6]); anything else is not echoed back. */
const SAFE_HOSTNAME = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])$/;

/** GET realtime/config: the broker URL for the page's own host (or MQTT_PUBLIC_WS_URL). */
export const realtimeConfig = (realtime: Pick<Realtime, 'browserUrl'>) =>
  publicRoute(routes.realtimeConfig, async ({ request }) => {
    const hostname = SAFE_HOSTNAME.test(request.hostname) ? request.hostname : 'localhost';
    return { result: { ws_url: realtime.browserUrl(hostname) } };
  });
