import { useCallback } from 'react';
import { useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';

/** Which report: the latest of a scan (unique_id, from the list) or one run (task_id). */
export type ReportRef = { unique_id: string } | { task_id: string };

/**
 * Asks user/getScanReport for a short-lived link and opens the HTML report in a new window or downloads the
 * PDF (spec 2 §7, §8: the server message as a toast either way).
 */
export function useScanReportLinks() {
  const { mutate } = useApiMutation('getScanReport');
  const { showToast } = useToast();
  const showError = useApiErrorToast();

  const fetchLink = useCallback(
    async (ref: ReportRef, format: 'html' | 'pdf') => {
      try {
        const reply = await mutate({ body: { ...ref, format } });
        showToast(reply.message, 'success');
        return reply.result.url;
      } catch (cause) {
        showError(cause);
        return null;
      }
    },
    [mutate, showToast, showError],
  );

  const openReport = useCallback(
    async (ref: ReportRef) => {
      const url = await fetchLink(ref, 'html');
      if (url) window.open(url, '_blank', 'noopener');
    },
    [fetchLink],
  );

  const downloadReport = useCallback(
    async (ref: ReportRef) => {
      const url = await fetchLink(ref, 'pdf');
      if (!url) return;
      // The link answers with Content-Disposition: attachment, so the page stays where it is.
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = '';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    },
    [fetchLink],
  );

  return { openReport, downloadReport };
}
