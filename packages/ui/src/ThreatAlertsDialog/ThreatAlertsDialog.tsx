import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ThreatAlert } from '@drisk/contract';
import { THREAT_ALERTS_PAGE_SIZES, THREAT_TEXT } from '@drisk/contract/client';
import { EmptyState } from '../EmptyState';
import { LoadError } from '../LoadError';
import { useDriskProps } from '../theme/useDriskProps';
import { threatAlertsDialogClasses } from './threatAlertsDialogClasses';

/** Props of {@link ThreatAlertsDialog}. */
export interface ThreatAlertsDialogProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  open: boolean;
  /** Closes the dialog (Close button, Escape, backdrop). */
  onClose: () => void;
  /**
   * The slice the rows belong to, shown after the title ('Impact: Critical').
   * @default undefined
   */
  subtitle?: string;
  /** The rows of the current page (admin/threat-alerts). */
  rows: readonly ThreatAlert[];
  /** How many rows the slice has in all. */
  total: number;
  /** The page shown, from 0. */
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  /**
   * While true the table shows a progress bar (the rows of the previous page stay until the new ones come).
   * @default false
   */
  loading?: boolean;
  /**
   * The server's message when the rows could not be loaded.
   * @default undefined
   */
  error?: string;
  /**
   * Fetches again; with `error`, a Retry button calls it.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Class name of the dialog's paper.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the dialog's paper.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Formats an ISO 8601 moment as MM/DD/YYYY, hh:mm AM in the viewer's time zone. */
export const formatAlertTime = (iso: string) => dateTimeFormat.format(new Date(iso));

const COLUMNS = [
  'alert_type',
  'impact',
  'action',
  'device_type',
  'date_time',
  'organization',
  'device_name',
] as const;

const cellOf = (row: ThreatAlert, column: (typeof COLUMNS)[number]) =>
  column === 'date_time' ? formatAlertTime(row.date_time) : row[column];

/**
 * The 'Threat Alerts' modal of the threat dashboard: the threats behind a chosen slice in a paged table
 * (Alert Type, Threat Impact, Threat Action, Device Type, Date Time, Organization, Device Name). Full
 * screen on a phone; the table scrolls sideways inside the dialog there.
 */
export function ThreatAlertsDialog(inProps: ThreatAlertsDialogProps) {
  const props = useDriskProps(inProps, 'DriskThreatAlertsDialog', threatAlertsDialogClasses.root);
  const {
    open,
    onClose,
    subtitle,
    rows,
    total,
    page,
    rowsPerPage,
    onPageChange,
    onRowsPerPageChange,
    loading = false,
    error,
    onRetry,
    ref,
    className,
    sx,
  } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = subtitle ? `${THREAT_TEXT.alertsTitle}: ${subtitle}` : THREAT_TEXT.alertsTitle;
  let body;
  if (error) body = <LoadError message={error} onRetry={onRetry} />;
  else if (!loading && rows.length === 0) body = <EmptyState title={THREAT_TEXT.noAlerts} />;
  else {
    body = (
      <TableContainer>
        <Table size="small" aria-label={title} aria-busy={loading || undefined}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {THREAT_TEXT.columns[column]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} title={row.detail}>
                {COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                    {cellOf(row, column)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="threat-alerts-title"
      slotProps={{ paper: { ref, className, sx } }}
    >
      <DialogTitle id="threat-alerts-title">{title}</DialogTitle>
      <Box sx={{ height: 4 }}>
        {loading && <LinearProgress aria-label={`Loading ${THREAT_TEXT.alertsTitle}`} />}
      </Box>
      <DialogContent sx={{ pt: 1 }}>{body}</DialogContent>
      {!error && total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[...THREAT_ALERTS_PAGE_SIZES]}
          onPageChange={(_event, next) => onPageChange(next)}
          onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
        />
      )}
      <DialogActions>
        <Button onClick={onClose}>{THREAT_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
