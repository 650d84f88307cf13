import { TOTAL_COUNT_HEADER, routePaths, type RoutePath } from '@drisk/contract/client';
import type { ThreatAlert, ThreatDimension, ThreatSummary } from '@drisk/contract';
import type { HttpReply } from './driskHttpClient';

/** A date range of the threat dashboard: MM/DD/YYYY days, both included; one company, or all the caller's. */
export interface ThreatRange {
  from: string;
  to: string;
  customer_id?: number;
}

/** One slice of a pie of the threat dashboard, paged like react-admin's lists. */
export interface ThreatAlertsParams extends ThreatRange {
  dimension: ThreatDimension;
  value: string;
  pagination: { page: number; perPage: number };
}

/**
 * The threat dashboard's calls as custom methods of the admin DataProvider (react-admin's way for calls
 * that are not a resource): `useDataProvider().threatSummary(range)`.
 */
export interface ThreatMethods {
  threatSummary(range: ThreatRange): Promise<ThreatSummary>;
  threatAlerts(params: ThreatAlertsParams): Promise<{ data: ThreatAlert[]; total: number }>;
}

type Send = (route: RoutePath, values: Record<string, unknown>) => Promise<HttpReply>;

export function threatMethods(send: Send): ThreatMethods {
  return {
    threatSummary: async (range) =>
      (await send(routePaths.threatSummary, { ...range })).json as ThreatSummary,
    threatAlerts: async ({ pagination, ...slice }) => {
      const reply = await send(routePaths.threatAlerts, {
        ...slice,
        page: pagination.page,
        per_page: pagination.perPage,
      });
      const data = (reply.json ?? []) as ThreatAlert[];
      return { data, total: Number(reply.headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
  };
}
