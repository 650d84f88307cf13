import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { THREAT_TEXT } from '@drisk/contract/client';
import { LazyThreatDatePicker } from './LazyThreatDatePicker';
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
      <LazyThreatDatePicker
        label={THREAT_TEXT.from}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        error={errors.from}
      />
      <LazyThreatDatePicker
        label={THREAT_TEXT.to}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        error={errors.to}
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
  );
}
