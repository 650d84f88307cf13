import { Button, Stack } from '@mui/material';
import { ADMIN_TEXT } from '@drisk/contract/client';
import type { CompanyScan } from '@drisk/contract';
import { useDataProvider, useNotify } from 'react-admin';
import type { DriskDataProvider } from '@drisk/data-provider';

/**
 * The report of a company gateway's scan: the HTML page in a new window, or the PDF downloaded. The api
 * hands out a short-lived link for each (admin/scan-report); a scan without a finished run has none.
 */
export function ScanReportActions({ scan }: { scan: CompanyScan }) {
  const dataProvider = useDataProvider<DriskDataProvider>();
  const notify = useNotify();
  if (scan.reports === 0) return <span aria-label="No report yet">–</span>;

  const open = async (format: 'html' | 'pdf') => {
    try {
      const url = await dataProvider.scanReportLink(scan.unique_id, format);
      if (format === 'html') {
        window.open(url, '_blank', 'noopener');
        return;
      }
      // The link answers with Content-Disposition: attachment, so the console stays where it is.
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = '';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch (cause) {
      notify(cause instanceof Error ? cause.message : String(cause), { type: 'error' });
    }
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" onClick={() => void open('html')}>
        {ADMIN_TEXT.viewReport}
      </Button>
      <Button size="small" onClick={() => void open('pdf')}>
        {ADMIN_TEXT.downloadPdf}
      </Button>
    </Stack>
  );
}
