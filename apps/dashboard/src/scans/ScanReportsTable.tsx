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
import { SCAN_STATUS, UI_TEXT } from '@drisk/contract/client';
import { NEW_TAB_HINT } from '../shared/NewTabHint';
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

const formatReportDate = (created: string) => {
  const parsed = dayjs(created);
  return parsed.isValid() ? parsed.format(REPORT_DATE_FORMAT) : created;
};

/** The 'Scan Reports' table: Create Date, Severity, Status, Action (open, download, delete) (spec 2 §2). */
export function ScanReportsTable({
  reports,
  canDelete,
  onOpen,
  onDownload,
  onDelete,
}: ScanReportsTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={UI_TEXT.scanReportsTitle}>
        <TableHead>
          <TableRow>
            <TableCell>Create Date</TableCell>
            <TableCell>Severity</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {reports.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} align="center">
                {UI_TEXT.noDataAvailableLower}
              </TableCell>
            </TableRow>
          ) : (
            reports.map((report) => {
              const date = formatReportDate(report.created_date);
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
                    <Tooltip title="Open report">
                      <span>
                        <IconButton
                          size="small"
                          disabled={!ready}
                          aria-label={`Open report of ${date} ${NEW_TAB_HINT}`}
                          onClick={() => onOpen(report)}
                        >
                          <OpenInNew fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Download PDF">
                      <span>
                        <IconButton
                          size="small"
                          disabled={!ready}
                          aria-label={`Download PDF of ${date}`}
                          onClick={() => onDownload(report)}
                        >
                          <DownloadOutlined fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    {canDelete && (
                      <Tooltip title="Delete">
                        <IconButton
                          size="small"
                          aria-label={`Delete report of ${date}`}
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
