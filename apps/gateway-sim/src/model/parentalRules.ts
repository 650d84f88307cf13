import { WEEK_DAYS, windowsCover, windowsOfParental, type ParentalSettings } from '@drisk/contract';

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
 * Whether the rules are in force at a local weekday (1 Monday to 7 Sunday) and minute of the day. With
 * 'active at the schedule time' they hold inside the access windows (the spec's first one and
 * extra_windows; one that ends before it starts runs into the next day), with 'inactive at the schedule
 * time' outside them. Without a schedule mode or windows they hold on the day_rule days (every day when
 * none), all day.
 */
export function isScheduleActive(parental: ParentalSettings, weekday: number, minuteOfDay: number): boolean {
  const windows = windowsOfParental(parental);
  const mode =
    parental.active_schedule_time === 1
      ? 'active'
      : parental.inactive_schedule_time === 1
        ? 'inactive'
        : null;
  if (windows.length === 0 || mode === null) {
    const days = parseDays(parental.day_rule);
    return days.size === 0 || days.has(weekday);
  }
  const inside = windowsCover(windows, weekday, minuteOfDay);
  return mode === 'active' ? inside : !inside;
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
