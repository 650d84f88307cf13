import type { GraphPoint } from '@drisk/contract';
import { parseMegabytes } from './parseMegabytes';

/** One bar group of the usage chart, in megabytes. */
export interface UsageBucket {
  /** The bucket's time ('14:00', 'Mon') or date ('11/20/2026') as the server sent it. */
  label: string;
  download: number;
  upload: number;
}

/** Turns the graph reply into numeric buckets (day and week replies carry `time`, month replies `date`). */
export function usageBuckets(data: readonly GraphPoint[]): UsageBucket[] {
  return data.map((point) => ({
    label: point.time ?? point.date ?? '',
    download: parseMegabytes(point.data_download),
    upload: parseMegabytes(point.data_upload),
  }));
}

/** Download and upload summed over all buckets, in megabytes. */
export function usageTotals(buckets: readonly UsageBucket[]): { download: number; upload: number } {
  return buckets.reduce(
    (totals, bucket) => ({
      download: totals.download + bucket.download,
      upload: totals.upload + bucket.upload,
    }),
    { download: 0, upload: 0 },
  );
}

const MEGABYTES_OPTIONS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
const megabytesFormats = new Map<string, Intl.NumberFormat>();

/** '1,234.5 MB': the way the chart, its tooltip and its screen-reader table write megabytes. */
export function formatMegabytes(megabytes: number, locale = 'en-US'): string {
  let format = megabytesFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, MEGABYTES_OPTIONS);
    megabytesFormats.set(locale, format);
  }
  return `${format.format(megabytes)} MB`;
}
