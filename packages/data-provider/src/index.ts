export { createApiClient } from './createApiClient';
export type { ApiClient, ApiClientOptions, CallInit, CallInput, Routes } from './createApiClient';
export { ApiError, isApiError, isSessionExpiredError } from './ApiError';
export { buildRequest, toQueryString } from './buildRequest';
export type { BuiltRequest, RequestParts, QueryValue } from './buildRequest';
export type { ApiReply } from '@drisk/contract';
