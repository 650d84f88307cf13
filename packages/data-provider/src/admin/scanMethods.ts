import { routePaths, type RoutePath } from '@drisk/contract/client';
import type { HttpReply } from './driskHttpClient';

/**
 * The Scans tab's report link as a custom method of the admin DataProvider: admin/scan-report answers a
 * short-lived link to the latest report of a company gateway's scan, as the HTML page or the PDF.
 */
export interface ScanMethods {
  scanReportLink(uniqueId: string, format: 'html' | 'pdf'): Promise<string>;
}

type Send = (route: RoutePath, values: Record<string, unknown>) => Promise<HttpReply>;

export function scanMethods(send: Send): ScanMethods {
  return {
    scanReportLink: async (uniqueId, format) => {
      const reply = await send(routePaths.companyScanReport, { unique_id: uniqueId, format });
      return (reply.json as { url: string }).url;
    },
  };
}
