import { useId } from 'react';
import type { Dayjs } from 'dayjs';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { outlinedInputClasses } from '@mui/material/OutlinedInput';
import EventIcon from '@mui/icons-material/Event';
import { THREAT_TEXT, WIRE_DATE_FORMAT } from '@drisk/contract/client';

/** The width MUI X's field gives the date (its sections box), so the field is as wide as the picker's. */
const PICKER_SECTIONS_WIDTH = 182;

export interface ThreatDatePickerLookalikeProps {
  label: string;
  value: Dayjs | null;
  error?: string;
  /** The user focused the field. */
  onFocusField: () => void;
  /** The user pressed the calendar button. */
  onOpenCalendar: () => void;
  /** The user pointed at the field: a good moment to start loading the picker. */
  onPointerEnter?: () => void;
}

/**
 * The threat dashboard's date picker as it looks before its first use: the same small outlined field, date
 * and calendar button as MUI X's DatePicker draws, without the picker's code. Read-only: the first focus or
 * press hands over to the real picker. Built from TextField's parts, as TextField would also bring Select.
 */
export function ThreatDatePickerLookalike({
  label,
  value,
  error,
  onFocusField,
  onOpenCalendar,
  onPointerEnter,
}: ThreatDatePickerLookalikeProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  return (
    <FormControl size="small" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value?.isValid() ? value.format(WIRE_DATE_FORMAT) : ''}
        readOnly
        sx={{ [`& .${outlinedInputClasses.input}`]: { width: PICKER_SECTIONS_WIDTH } }}
        onFocus={onFocusField}
        onPointerEnter={onPointerEnter}
        aria-describedby={error ? helperTextId : undefined}
        endAdornment={
          <InputAdornment position="end">
            <IconButton edge="end" aria-label={THREAT_TEXT.chooseDate} onClick={onOpenCalendar}>
              <EventIcon />
            </IconButton>
          </InputAdornment>
        }
      />
      {error && <FormHelperText id={helperTextId}>{error}</FormHelperText>}
    </FormControl>
  );
}
