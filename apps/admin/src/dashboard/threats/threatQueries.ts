import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import { useEffect } from 'react';
import type { DriskDataProvider, ThreatAlertsParams, ThreatRange } from '@drisk/data-provider';

/**
 * The threat dashboard reads through react-admin's DataProvider (its custom methods threatSummary and
 * threatAlerts) with react-query, which <Admin> already provides: the console's one http client, token and
 * error shape, the query cache, and react-admin's sign-out on 401 (useLogoutIfAccessDenied), as its own
 * list hooks do.
 */
function useSignOutOnAccessDenied(error: unknown) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
}

/** A refusal (4xx) will not change on a second try; a lost connection or a 5xx may. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failures < 2;

export function useThreatSummary(range: ThreatRange) {
  const dataProvider = useDataProvider<DriskDataProvider>();
  const query = useQuery({
    queryKey: ['threatSummary', range],
    queryFn: () => dataProvider.threatSummary(range),
    retry,
  });
  useSignOutOnAccessDenied(query.error);
  return query;
}

export function useThreatAlerts(params: ThreatAlertsParams | null) {
  const dataProvider = useDataProvider<DriskDataProvider>();
  const query = useQuery({
    queryKey: ['threatAlerts', params],
    queryFn: () => dataProvider.threatAlerts(params!),
    enabled: params !== null,
    retry,
    // The rows of the previous page stay while the next one loads.
    placeholderData: keepPreviousData,
  });
  useSignOutOnAccessDenied(query.error);
  return query;
}

/** The server's message of a failed call (react-admin's HttpError carries it as its message). */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
