import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { THREAT_TEXT, WIRE_DATE_FORMAT } from '@drisk/contract/client';
import { rangeErrors, type PickedRange } from './threatRange';

export interface ThreatRangeBarProps {
  value: PickedRange;
  onChange: (range: PickedRange) => void;
  /** Runs the search with the picked range (only offered when the range is valid). */
  onSearch: () => void;
  /** A search is under way. */
  searching: boolean;
}

/** The threat dashboard's From and To pickers (MM/DD/YYYY) and its Search button. */
export function ThreatRangeBar({ value, onChange, onSearch, searching }: ThreatRangeBarProps) {
  const errors = rangeErrors(value);
  const invalid = Boolean(errors.from || errors.to);
  return (
    // The date adapter only around the pickers: the rest of the console does not load dayjs for it.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid) onSearch();
        }}
      >
        <DatePicker
          label={THREAT_TEXT.from}
          format={WIRE_DATE_FORMAT}
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
          disableFuture
          slotProps={{ textField: { size: 'small', error: Boolean(errors.from), helperText: errors.from } }}
        />
        <DatePicker
          label={THREAT_TEXT.to}
          format={WIRE_DATE_FORMAT}
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
          disableFuture
          slotProps={{ textField: { size: 'small', error: Boolean(errors.to), helperText: errors.to } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={invalid}
          loading={searching}
        >
          {THREAT_TEXT.search}
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
