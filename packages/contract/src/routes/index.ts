import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { deviceRoutes } from './devices';
import { exportRoutes } from './exports';
import { groupRoutes } from './groups';
import { homeRoutes } from './home';
import { paymentRoutes } from './payments';
import { realtimeRoutes } from './realtime';
import { scanRoutes } from './scans';
import { storageRoutes } from './storage';
import type { RouteDef } from './defineRoute';

export * from './defineRoute';
export * from './access';
export { can, allows, type CanOptions } from './can';
export { EXPORT_FILE_TYPES, EXPORT_LINK_MINUTES, exportFileParams, type ExportFileType } from './exports';
export { localServerRoutes, type LocalServerRouteName } from './localServer';
export { RESUMABLE_UPLOAD } from './resumableUpload';
export {
  MQTT_ACCESS,
  MQTT_AUTH_SECRET_HEADER,
  mqttAclRequest,
  mqttAuthRequest,
  mqttDecisionResult,
  realtimeConfigResult,
  type MqttDecision,
  type RealtimeConfig,
} from './realtime';

/** The route tables by area; `routes` merges them (names are unique across areas, a test checks it). */
export const routeTables = {
  account: accountRoutes,
  devices: deviceRoutes,
  home: homeRoutes,
  scans: scanRoutes,
  groups: groupRoutes,
  storage: storageRoutes,
  payments: paymentRoutes,
  admin: adminRoutes,
  realtime: realtimeRoutes,
  exports: exportRoutes,
} as const;

/** Every call of the 3.0 API by name (served by apps/api below /api/3.0). */
export const routes = {
  ...accountRoutes,
  ...deviceRoutes,
  ...homeRoutes,
  ...scanRoutes,
  ...groupRoutes,
  ...storageRoutes,
  ...paymentRoutes,
  ...adminRoutes,
  ...realtimeRoutes,
  ...exportRoutes,
} as const;

export type RouteName = keyof typeof routes;
export type Routes = typeof routes;
export const routeList: ReadonlyArray<RouteDef & { name: string }> = Object.entries(routes).map(
  ([name, route]) => ({ ...(route as RouteDef), name }),
);
