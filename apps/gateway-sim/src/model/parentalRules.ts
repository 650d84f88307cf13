import { WEEK_DAYS, wireTimeToMinutes, type ParentalSettings } from '@drisk/contract';

/** The parental restriction in force for one endpoint at one moment. */
export interface Restriction {
  /** Blocks every site (limited_access_3). */
  allInternet: boolean;
  /** Lower-case keywords or sites whose requests are blocked (limited_access_1). */
  keywords: string[];
}

/** Keywords of the comma list, without scheme and www. so 'https://www.youtube.com' matches youtube.com. */
export function parseKeywords(list: string): string[] {
  return list
    .split(/[,\n]/)
    .map((k) =>
      k
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/$/, ''),
    )
    .filter(Boolean);
}

/** Days of the day_rule as 1 (Monday) to 7; names or numbers are accepted. Empty means every day. */
export function parseDays(dayRule: string): Set<number> {
  const days = new Set<number>();
  for (const part of dayRule.split(',').map((d) => d.trim().toLowerCase())) {
    if (!part) continue;
    const byName = WEEK_DAYS.findIndex(
      (d) => d.toLowerCase() === part || d.toLowerCase().slice(0, 3) === part,
    );
    if (byName >= 0) days.add(byName + 1);
    else if (/^[1-7]$/.test(part)) days.add(Number(part));
  }
  return days;
}

/** Whether the endpoint is one of the devices the rules were set for (matched by IP, else by name). */
export function isSelected(
  parental: ParentalSettings,
  endpoint: { ip_address: string; name: string },
): boolean {
  return parental.devices.some((d) =>
    d.ip_address ? d.ip_address === endpoint.ip_address : d.name === endpoint.name,
  );
}

/**
 * Whether the rules are in force at a local weekday and minute of the day. With 'active at the schedule
 * time' they hold inside start..end, with 'inactive at the schedule time' outside it; a window that ends
 * before it starts runs over midnight. Without a schedule mode or times, they hold all day.
 */
export function isScheduleActive(parental: ParentalSettings, weekday: number, minuteOfDay: number): boolean {
  const days = parseDays(parental.day_rule);
  if (days.size > 0 && !days.has(weekday)) return false;
  const start = wireTimeToMinutes(parental.start_time);
  const end = wireTimeToMinutes(parental.end_time);
  if (start === null || end === null || start === end) return true;
  const inside =
    start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
  if (parental.active_schedule_time === 1) return inside;
  if (parental.inactive_schedule_time === 1) return !inside;
  return true;
}

export function restrictionFor(
  parental: ParentalSettings | null,
  endpoint: { ip_address: string; name: string },
  weekday: number,
  minuteOfDay: number,
): Restriction | null {
  if (!parental) return null;
  const keywords = parental.limited_access_1 === 1 ? parseKeywords(parental.keyword) : [];
  const allInternet = parental.limited_access_3 === 1;
  if (!allInternet && keywords.length === 0) return null;
  if (!isSelected(parental, endpoint)) return null;
  if (!isScheduleActive(parental, weekday, minuteOfDay)) return null;
  return { allInternet, keywords };
}

/** Why a visit to `url` is blocked, or null when it is allowed. */
export function blockReason(restriction: Restriction | null, url: string): string | null {
  if (!restriction) return null;
  if (restriction.allInternet) return 'Blocked: all internet access is off by the access-control rules';
  const address = url.toLowerCase();
  const keyword = restriction.keywords.find((k) => address.includes(k));
  return keyword ? `Blocked: matches the keyword or website '${keyword}'` : null;
}
