import { useCallback } from 'react';
import { SCAN_TEXT } from '@drisk/contract/client';
import { formatRunTime, useFormatters, useText } from '@drisk/ui';

type Statuses = (typeof SCAN_TEXT)['statuses'];

/**
 * A status the gateway reports in the active language: 'Done' → 'Abgeschlossen', 'Running 40%' → 'Läuft 40%';
 * a status the contract does not know stays as sent.
 */
export function useScanStatusText(): (status: string) => string {
  const { statuses } = useText(SCAN_TEXT);
  return useCallback(
    (status: string) => {
      const known = (Object.keys(statuses) as (keyof Statuses)[]).find(
        (word) => status === word || status.startsWith(`${word} `),
      );
      return known ? `${statuses[known]}${status.slice(known.length)}` : status;
    },
    [statuses],
  );
}

/** A severity in the active language; '' (before a run) or an unknown one as sent. */
export function useSeverityText(): (severity: string) => string {
  const { severities } = useText(SCAN_TEXT);
  return useCallback(
    (severity: string) =>
      severity in severities ? severities[severity as keyof typeof severities] : severity,
    [severities],
  );
}

/**
 * A run's time in the schedule's time zone: 'Jan, 03 2030 02:00' in English (formatRunTime, as the spec
 * shows it), '03.01.2030, 02:00' in German.
 */
export function useRunTime(): (epochMs: number, timeZone: string) => string {
  const { locale } = useFormatters();
  return useCallback(
    (epochMs: number, timeZone: string) => formatRunTime(epochMs, timeZone, locale),
    [locale],
  );
}
