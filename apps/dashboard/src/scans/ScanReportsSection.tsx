import { useState } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import type { ScanReport } from '@drisk/contract';
import { UI_TEXT, can } from '@drisk/contract/client';
import { useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { ScanDeleteDialog } from './ScanDeleteDialog';
import { ScanReportsTable } from './ScanReportsTable';
import { useScanReportLinks } from './useScanReportLinks';

export interface ScanReportsSectionProps {
  reports: readonly ScanReport[];
  roleId: number | null;
  /** Loads the reports again after one was deleted. */
  onDeleted: () => Promise<void>;
}

/** The 'Scan Reports' card of a scan: its runs, each report opened, downloaded or deleted (after confirmation). */
export function ScanReportsSection({ reports, roleId, onDeleted }: ScanReportsSectionProps) {
  const ui = useText(UI_TEXT);
  const { openReport, downloadReport } = useScanReportLinks();
  const { mutate: remove, loading } = useApiMutation('deleteVulnerabilityReport');
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const [target, setTarget] = useState<ScanReport | null>(null);
  const [open, setOpen] = useState(false);

  const handleDelete = async () => {
    if (!target) return;
    try {
      const reply = await remove({ params: { id: target.task_id } });
      showToast(reply.message, 'success');
      setOpen(false);
      await onDeleted();
    } catch (cause) {
      setOpen(false);
      showError(cause);
    }
  };

  return (
    <Card component="section" aria-labelledby="scan-reports-title" variant="outlined">
      <CardContent>
        <Typography id="scan-reports-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {ui.scanReportsTitle}
        </Typography>
        <ScanReportsTable
          reports={reports}
          canDelete={can(roleId, 'deleteVulnerabilityReport')}
          onOpen={(report) => void openReport({ task_id: report.task_id })}
          onDownload={(report) => void downloadReport({ task_id: report.task_id })}
          onDelete={(report) => {
            setTarget(report);
            setOpen(true);
          }}
        />
      </CardContent>
      <ScanDeleteDialog
        open={open}
        kind="report"
        loading={loading}
        onConfirm={() => void handleDelete()}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}
