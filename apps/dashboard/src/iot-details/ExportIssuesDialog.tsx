import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { IOT_DETAILS_TEXT, SERVER, WIRE_DATE_FORMAT } from '@drisk/contract/client';
import { isApiError } from '@drisk/data-provider';
import { FormDialog, useServerText, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { exportDateError } from './exportDateError';
import { usePickerDateFormat } from '../shared/usePickerDateFormat';
import { DatePickersProvider } from '../shared/DatePickersProvider';
import { useResetOnOpen } from '../shared/useResetOnOpen';

export interface ExportIssuesDialogProps {
  open: boolean;
  deviceId: string;
  ipAddress: string;
  /** The day both dates start at (the Issues card's date). */
  initialDate: Dayjs;
  onClose: () => void;
}

/**
 * 'Export Issues' (spec 2): Start Date and End Date (not before the start), Cancel and Download. Download
 * asks user/exportCSV for the endpoint's issue log and opens the returned file in a new window.
 */
export function ExportIssuesDialog({
  open,
  deviceId,
  ipAddress,
  initialDate,
  onClose,
}: ExportIssuesDialogProps) {
  const text = useText(IOT_DETAILS_TEXT);
  // The range check keeps VALIDATION's English; the field shows it translated.
  const translate = useServerText();
  const pickerFormat = usePickerDateFormat();
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const { mutate: exportCsv, loading } = useApiMutation('exportCSV');
  const [start, setStart] = useState<Dayjs | null>(initialDate);
  const [end, setEnd] = useState<Dayjs | null>(initialDate);
  // Each opening starts both dates at the Issues card's date.
  useResetOnOpen(open, () => {
    setStart(initialDate);
    setEnd(initialDate);
  });
  const rangeError = exportDateError(start, end);
  const complete = Boolean(start?.isValid() && end?.isValid());

  const handleSubmit = async () => {
    if (!start || !end || !complete || rangeError) return;
    try {
      const reply = await exportCsv({
        body: {
          device_id: deviceId,
          ip_address: ipAddress,
          start_date: start.format(WIRE_DATE_FORMAT),
          end_date: end.format(WIRE_DATE_FORMAT),
        },
      });
      // noopener: the file's window gets no handle back to the dashboard.
      window.open(reply.result.url, '_blank', 'noopener');
      onClose();
    } catch (failure) {
      // An empty range is a 400 whose message the spec shows as an error toast (spec 2 §8).
      if (isApiError(failure) && failure.message === SERVER.noDataToExport)
        showToast(SERVER.noDataToExport, 'error');
      else showError(failure);
    }
  };

  return (
    <DatePickersProvider>
      <FormDialog
        open={open}
        title={text.exportTitle}
        submitLabel={text.download}
        onClose={onClose}
        onSubmit={() => void handleSubmit()}
        loading={loading}
        submitDisabled={!complete || rangeError !== null}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DatePicker
            label={text.startDate}
            format={pickerFormat}
            value={start}
            onChange={setStart}
            disableFuture
          />
          <DatePicker
            label={text.endDate}
            format={pickerFormat}
            value={end}
            onChange={setEnd}
            disableFuture
            minDate={start?.isValid() ? start : undefined}
            slotProps={{
              textField: {
                error: rangeError !== null,
                helperText: rangeError === null ? ' ' : translate(rangeError),
              },
            }}
          />
        </Stack>
      </FormDialog>
    </DatePickersProvider>
  );
}
