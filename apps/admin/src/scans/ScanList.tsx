import { Typography } from '@mui/material';
import { ADMIN_TEXT } from '@drisk/contract/client';
import type { CompanyScan } from '@drisk/contract';
import { DateField, FunctionField, SimpleList, TextField } from 'react-admin';
import { ConsoleList } from '../shared/ConsoleList';
import { ResponsiveRows } from '../shared/ResponsiveRows';
import { ScanReportActions } from './ScanReportActions';

type ScanRecord = CompanyScan & { id: string };

/** '–' until a run has set the severity. */
const severityOf = (scan: ScanRecord) => scan.severity || '–';

/**
 * Scans: every scan of the company's gateways with its status and severity, newest first, searched, paged
 * and sorted on the server (admin/scans), each with its latest report as a page or a PDF.
 */
export function ScanList() {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {ADMIN_TEXT.tabScans}
      </Typography>
      <ConsoleList
        resource="scans"
        sort={{ field: 'created_date', order: 'DESC' }}
        searchable
        actions={false}
        title={ADMIN_TEXT.consoleTitle}
      >
        <ResponsiveRows
          small={
            <SimpleList<ScanRecord>
              primaryText={(record) => record.scan_name}
              secondaryText={(record) => `${record.device_name} · ${record.status} · ${severityOf(record)}`}
              tertiaryText={(record) => new Date(record.created_date).toLocaleDateString()}
              rowClick={false}
            />
          }
        >
          <TextField source="scan_name" label="Scan Name" />
          <TextField source="device_name" label="Device" />
          <TextField source="status" label="Status" />
          <FunctionField<ScanRecord> source="severity" label="Severity" render={severityOf} />
          <DateField source="created_date" label="Created" showTime />
          <FunctionField<ScanRecord>
            label="Report"
            render={(record) => <ScanReportActions scan={record} />}
          />
        </ResponsiveRows>
      </ConsoleList>
    </>
  );
}
