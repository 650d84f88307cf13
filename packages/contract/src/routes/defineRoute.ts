import type { z } from 'zod';
import type { RouteAccess } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The admin console's resources (react-admin), as @drisk/data-provider serves them. */
export const ADMIN_RESOURCES = [
  'companies',
  'companyDevices',
  'users',
  'userDevices',
  'scans',
  'registeredUsers',
  'auditLog',
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];
/** The react-admin DataProvider method a route serves for its resource. */
export type ResourceAction = 'getList' | 'getOne' | 'create' | 'update' | 'delete';
/** A route's place in the admin console's DataProvider. */
export interface ResourceTag {
  name: AdminResource;
  action: ResourceAction;
}

/** One call of the 3.0 API, as data: both the server and the clients are built from it. */
export interface RouteDef<
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path below /api/3.0, without a leading slash; parameters as {name}, as the spec writes them. */
  path: string;
  /** Who may call it (routes/access.ts); enforced by the api before the handler runs. */
  access: RouteAccess;
  body?: B;
  query?: Q;
  params?: P;
  /** Schema of `result` in the reply envelope. */
  result: R;
  /** Where the call comes from: a spec document (1, 2, 3) or 'new' for calls we added. */
  source: '1' | '2' | '3' | 'new';
  /** Largest accepted body in bytes, where it differs from the server default. */
  bodyLimit?: number;
  /**
   * Set when the body is multipart/form-data: the files travel in parts named `fileField`, and `body`
   * validates the other fields.
   */
  multipart?: { fileField: string; maxFiles: number; maxFileBytes: number };
  /**
   * Set when the handler needs the body's exact bytes as sent (a signed webhook: the signature covers them);
   * the api keeps them next to the parsed body.
   */
  rawBody?: true;
  /** Set when a successful reply is a file download rather than the JSON envelope (errors still use it). */
  download?: true;
  /** The admin console's resource and DataProvider method this call serves (packages/data-provider). */
  resource?: ResourceTag;
  summary: string;
}

export const defineRoute = <
  B extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType,
  R extends z.ZodType,
>(
  route: RouteDef<B, Q, P, R>,
) => route;

/** Types of a route's parts. */
export type RouteBody<T> = T extends RouteDef<infer B, z.ZodType, z.ZodType, z.ZodType> ? z.input<B> : never;
export type RouteQuery<T> = T extends RouteDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type RouteParams<T> =
  T extends RouteDef<z.ZodType, z.ZodType, infer P, z.ZodType> ? z.input<P> : never;
export type RouteResult<T> =
  T extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** settings/getAvailableWiFiNetworks/{id} -> settings/getAvailableWiFiNetworks/:id (Fastify's form). */
export const toRouterPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills the {name} parameters of a path, encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
