export { createApiClient } from './createApiClient';
export type { ApiClient, ApiClientOptions, CallInit, CallInput, Routes } from './createApiClient';
export { ApiError, isApiError, isSessionExpiredError } from './ApiError';
export { buildRequest, toQueryString } from './buildRequest';
export type { BuiltRequest, RequestParts, QueryValue } from './buildRequest';
export type { ApiReply } from '@drisk/contract';
export { createDriskDataProvider } from './admin/createDriskDataProvider';
export type {
  AvailableDevice,
  DriskAdminCalls,
  DriskDataProvider,
  DriskDataProviderOptions,
} from './admin/createDriskDataProvider';
export type { ThreatAlertsParams, ThreatMethods, ThreatRange } from './admin/threatMethods';
export type { MapMethods, MapTiles } from './admin/mapMethods';
export type { ScanMethods } from './admin/scanMethods';
export { createDriskHttpClient } from './admin/driskHttpClient';
export type {
  DriskHttpClientOptions,
  HttpClient,
  HttpReply,
  HttpRequestOptions,
} from './admin/driskHttpClient';
export { RESOURCE_ROUTES } from './admin/resourceRoutes';
export { createDriskAuthProvider, DASHBOARD_SESSION_KEYS } from './admin/createDriskAuthProvider';
export type { DriskAuthProviderOptions, DriskPermissions } from './admin/createDriskAuthProvider';
