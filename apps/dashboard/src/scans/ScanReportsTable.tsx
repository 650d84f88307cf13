import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import dayjs from 'dayjs';
import type { ScanReport } from '@drisk/contract';
import { SCAN_STATUS, SCAN_TEXT, UI_TEXT } from '@drisk/contract/client';
import { useFormatters, useText, type Formatters } from '@drisk/ui';
import { ScanStatusCell } from './ScanStatusCell';
import { SeverityChip } from './SeverityChip';

/** The report table's date (spec 2 §9). */
const REPORT_DATE_FORMAT = 'MM-DD-YYYY';

export interface ScanReportsTableProps {
  reports: readonly ScanReport[];
  canDelete: boolean;
  onOpen: (report: ScanReport) => void;
  onDownload: (report: ScanReport) => void;
  onDelete: (report: ScanReport) => void;
}

/** A run has a report once it has ended (Done or Stopped). */
const hasReport = (report: ScanReport) =>
  report.status === SCAN_STATUS.done || report.status.startsWith(SCAN_STATUS.stopped);

/** The run's date: 11-19-2026 in English (the spec's), 19.11.2026 in German; text that is not a date as sent. */
const formatReportDate = (created: string, formatters: Formatters) => {
  const parsed = dayjs(created);
  if (!parsed.isValid()) return created;
  return formatters.locale === 'en-US' ? parsed.format(REPORT_DATE_FORMAT) : formatters.date(parsed.toDate());
};

/** The 'Scan Reports' table: Create Date, Severity, Status, Action (open, download, delete) (spec 2 §2). */
export function ScanReportsTable({
  reports,
  canDelete,
  onOpen,
  onDownload,
  onDelete,
}: ScanReportsTableProps) {
  const ui = useText(UI_TEXT);
  const text = useText(SCAN_TEXT);
  const formatters = useFormatters();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={ui.scanReportsTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{text.columns.createDate}</TableCell>
            <TableCell>{text.columns.severity}</TableCell>
            <TableCell>{text.columns.status}</TableCell>
            <TableCell>{text.columns.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {reports.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} align="center">
                {ui.noDataAvailableLower}
              </TableCell>
            </TableRow>
          ) : (
            reports.map((report) => {
              const date = formatReportDate(report.created_date, formatters);
              const ready = hasReport(report);
              return (
                <TableRow key={report.task_id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                  <TableCell>
                    <SeverityChip severity={report.severity} />
                  </TableCell>
                  <TableCell>
                    <ScanStatusCell status={report.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={text.openReport}>
                      <span>
                        <IconButton
                          size="small"
                          disabled={!ready}
                          aria-label={text.openReportLabel(date)}
                          onClick={() => onOpen(report)}
                        >
                          <OpenInNew fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={text.downloadPdf}>
                      <span>
                        <IconButton
                          size="small"
                          disabled={!ready}
                          aria-label={text.downloadPdfLabel(date)}
                          onClick={() => onDownload(report)}
                        >
                          <DownloadOutlined fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    {canDelete && (
                      <Tooltip title={text.delete}>
                        <IconButton
                          size="small"
                          aria-label={text.deleteReportLabel(date)}
                          onClick={() => onDelete(report)}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
