import { DAY_MS, routes, utcDayStart, type ThreatAlert, type ThreatDimension } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { companiesOf } from '../../admin/companyScope';
import { offsetOf, totalHeader } from '../../admin/listPage';
import { sessionRoute } from '../../http/registerRoute';
import { loadThreatEvents, type ThreatEvent } from '../../threats/threatEvents';
import { summariseThreats } from '../../threats/threatSummary';

/** The UTC days of a validated range: its first midnight and the first moment after it. */
function rangeOf(query: { from: string; to: string }) {
  const first = utcDayStart(query.from);
  const last = utcDayStart(query.to);
  return { first, last, from: new Date(first), to: new Date(last + DAY_MS) };
}

const DIMENSION_FIELD: Record<ThreatDimension, keyof ThreatEvent> = {
  device_type: 'deviceType',
  alert_type: 'alertType',
  impact: 'impact',
};

/** GET admin/threat-summary: the threat dashboard of the caller's companies (or the one named) for a range. */
export const threatSummary = (ctx: AppContext) =>
  sessionRoute(routes.threatSummary, async ({ query, grant }) => {
    const range = rangeOf(query);
    const events = await loadThreatEvents(
      ctx.db,
      companiesOf(grant, query.customer_id),
      range.from,
      range.to,
    );
    return { result: summariseThreats(events, range.first, range.last) };
  });

/** GET admin/threat-alerts: the events behind one pie slice, newest first, paged (total in X-Total-Count). */
export const threatAlerts = (ctx: AppContext) =>
  sessionRoute(routes.threatAlerts, async ({ query, grant }) => {
    const range = rangeOf(query);
    const events = await loadThreatEvents(
      ctx.db,
      companiesOf(grant, query.customer_id),
      range.from,
      range.to,
    );
    const field = DIMENSION_FIELD[query.dimension];
    const slice = events.filter((event) => event[field] === query.value).reverse();
    const start = offsetOf(query);
    const result: ThreatAlert[] = slice.slice(start, start + query.per_page).map((event) => ({
      id: event.id,
      alert_type: event.alertType,
      impact: event.impact,
      action: event.action,
      device_type: event.deviceType,
      date_time: event.at.toISOString(),
      organization: event.organization,
      device_name: event.host,
      detail: event.detail,
    }));
    return { result, headers: totalHeader(slice.length) };
  });
