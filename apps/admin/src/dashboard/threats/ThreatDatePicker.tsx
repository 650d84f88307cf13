import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { WIRE_DATE_FORMAT } from '@drisk/contract/client';

export interface ThreatDatePickerProps {
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  /** Why the picked date cannot be searched; shown under the field. */
  error?: string;
  /** Focus the field on mount (the user was already in it). */
  autoFocus?: boolean;
  /** The calendar is open on mount (the user already asked for it). */
  initiallyOpen?: boolean;
}

/** One of the threat dashboard's pickers (MM/DD/YYYY, no future dates), with its own date adapter. */
export function ThreatDatePicker({
  label,
  value,
  onChange,
  error,
  autoFocus,
  initiallyOpen,
}: ThreatDatePickerProps) {
  const [open, setOpen] = useState(Boolean(initiallyOpen));
  return (
    // The date adapter only around the picker: the rest of the console does not load dayjs for it.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        format={WIRE_DATE_FORMAT}
        value={value}
        onChange={onChange}
        disableFuture
        autoFocus={autoFocus}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slotProps={{ textField: { size: 'small', error: Boolean(error), helperText: error } }}
      />
    </LocalizationProvider>
  );
}
