import { useId, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { IOT_DETAILS_TEXT, UI_TEXT, WIRE_DATE_FORMAT } from '@drisk/contract/client';
import { DelayedSpinner, EmptyState, LoadError, useFormatters, useText } from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';
import { ExportIssuesDialog } from './ExportIssuesDialog';
import { formatIssueDate } from './formatIssueDate';
import { usePickerDateFormat } from '../shared/usePickerDateFormat';
import type { IotEndpoint } from './iotDetailsState';
import { DatePickersProvider } from '../shared/DatePickersProvider';

/** The spinner of the issue list shows after this long, so a quick answer does not flash it. */
const SPINNER_DELAY_MS = 300;

export interface IssuesCardProps {
  deviceId: string;
  endpoint: IotEndpoint;
}

/**
 * The Issues card (spec 2): the endpoint's blocked accesses on the chosen day (default today), and Export
 * Issues for a range of days.
 */
export function IssuesCard({ deviceId, endpoint }: IssuesCardProps) {
  const [date, setDate] = useState<Dayjs>(() => dayjs().startOf('day'));
  const [exportOpen, setExportOpen] = useState(false);
  const ui = useText(UI_TEXT);
  const text = useText(IOT_DETAILS_TEXT);
  const formatters = useFormatters();
  const pickerFormat = usePickerDateFormat();
  const titleId = useId();
  const blockedId = useId();
  const { data, error, loading, reload } = useApiQuery('getVulnerabilityLogs', {
    body: { device_id: deviceId, date: date.format(WIRE_DATE_FORMAT), ip_address: endpoint.ip_address },
  });
  const logs = data ?? [];

  return (
    <DatePickersProvider>
      <Card component="section" aria-labelledby={titleId}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Typography id={titleId} component="h2" variant="h6">
              {text.issuesTitle}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              onClick={() => setExportOpen(true)}
            >
              {text.exportIssues}
            </Button>
          </Box>
          <DatePicker
            label={text.date}
            format={pickerFormat}
            value={date}
            onChange={(value) => {
              if (value?.isValid()) setDate(value.startOf('day'));
            }}
            disableFuture
            sx={{ maxWidth: 240 }}
          />
          {error && <LoadError message={error.message} onRetry={() => void reload()} />}
          {loading ? (
            <DelayedSpinner delayMs={SPINNER_DELAY_MS} label={text.loadingIssues} />
          ) : logs.length === 0 ? (
            !error && <EmptyState title={ui.noLogsAvailable} sx={{ py: 3 }} />
          ) : (
            <List
              aria-labelledby={blockedId}
              subheader={
                <ListSubheader
                  id={blockedId}
                  disableGutters
                  component="h3"
                  sx={{ typography: 'subtitle1', fontWeight: 500 }}
                >
                  {text.blocked}
                </ListSubheader>
              }
            >
              {logs.map((entry, index) => (
                <ListItem key={`${entry.date}-${index}`} divider disableGutters alignItems="flex-start">
                  <ListItemText
                    primary={entry.website_access}
                    secondary={
                      <>
                        <Box component="span" sx={{ display: 'block' }}>
                          {entry.description}
                        </Box>
                        <Box component="span" sx={{ display: 'block' }}>
                          {formatIssueDate(entry.date, formatters)}
                        </Box>
                      </>
                    }
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
        <ExportIssuesDialog
          open={exportOpen}
          deviceId={deviceId}
          ipAddress={endpoint.ip_address}
          initialDate={date}
          onClose={() => setExportOpen(false)}
        />
      </Card>
    </DatePickersProvider>
  );
}
