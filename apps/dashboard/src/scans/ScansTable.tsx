import { Link as RouterLink } from 'react-router';
import {
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { ScanRow } from '@drisk/contract';
import { SCAN_TEXT, UI_TEXT, screenPath } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { ScanStatusCell } from './ScanStatusCell';
import { SeverityChip } from './SeverityChip';
import { useRunTime } from './useScanWords';

export interface ScansTableProps {
  scans: readonly ScanRow[];
  timeZone: string;
  /** Offers edit and delete (a manager); a Guest only reads. */
  canChange: boolean;
  onDelete: (scan: ScanRow) => void;
}

/** The 'Vulnerability Scans' table: Name, User, Upcoming scan, Severity, Status, Reports, Action (spec 2 §2). */
export function ScansTable({ scans, timeZone, canChange, onDelete }: ScansTableProps) {
  const ui = useText(UI_TEXT);
  const text = useText(SCAN_TEXT);
  const runTime = useRunTime();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={ui.vulnerabilityScansTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{text.columns.name}</TableCell>
            <TableCell>{text.columns.user}</TableCell>
            <TableCell>{text.columns.upcomingScan}</TableCell>
            <TableCell>{text.columns.severity}</TableCell>
            <TableCell>{text.columns.status}</TableCell>
            <TableCell>{text.columns.reports}</TableCell>
            <TableCell>{text.columns.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {scans.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} align="center">
                {ui.noDataAvailableLower}
              </TableCell>
            </TableRow>
          ) : (
            scans.map((scan) => {
              const updatePath = screenPath('updateVulnerabilityScan', { unique_id: scan.unique_id });
              return (
                <TableRow key={scan.unique_id}>
                  <TableCell sx={{ minWidth: 120, overflowWrap: 'break-word' }}>{scan.scan_name}</TableCell>
                  <TableCell>{scan.full_name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {scan.upcoming_scan === null ? '-' : runTime(scan.upcoming_scan, timeZone)}
                  </TableCell>
                  <TableCell>
                    <SeverityChip severity={scan.severity} />
                  </TableCell>
                  <TableCell>
                    <ScanStatusCell status={scan.status} />
                  </TableCell>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={screenPath('reports', { id: scan.unique_id })}
                      aria-label={text.reportsOf(scan.reports, scan.scan_name)}
                    >
                      {scan.reports}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={text.edit}>
                      <IconButton
                        component={RouterLink}
                        to={updatePath}
                        aria-label={text.editLabel(scan.scan_name)}
                        size="small"
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {canChange && (
                      <Tooltip title={text.delete}>
                        <IconButton
                          aria-label={text.deleteLabel(scan.scan_name)}
                          size="small"
                          onClick={() => onDelete(scan)}
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
