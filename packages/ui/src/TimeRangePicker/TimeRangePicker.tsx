import { useMemo, type Ref } from 'react';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { Dayjs } from 'dayjs';
import { WIRE_TIME_FORMAT } from '@drisk/contract/client';
import { formatWireTime, parseWireTime } from './dayjsWireTime';
import { useDriskProps } from '../theme/useDriskProps';
import { timeRangePickerClasses } from './timeRangePickerClasses';

/** The two times of a {@link TimeRangePicker}, as 'hh:mm AM/PM' wire texts ('' when empty). */
export interface TimeRange {
  start: string;
  end: string;
}

/** Props of {@link TimeRangePicker}. */
export interface TimeRangePickerProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Start time as 'hh:mm AM/PM', or '' for none. An unreadable text shows an empty field. */
  start: string;
  /** End time as 'hh:mm AM/PM', or '' for none. It may be earlier than the start: the range then spans midnight. */
  end: string;
  /** Called with both times when the user completes or clears one of them (never with a half-typed time). */
  onChange: (range: TimeRange) => void;
  /**
   * Locks both pickers.
   * @default false
   */
  disabled?: boolean;
  /**
   * Shows both times without letting them change (a Guest's view): unlike `disabled`, the times keep
   * their full contrast and can be focused and read.
   * @default false
   */
  readOnly?: boolean;
  /**
   * Label of the first picker.
   * @default 'Start time'
   */
  startLabel?: string;
  /**
   * Label of the second picker.
   * @default 'End time'
   */
  endLabel?: string;
  /**
   * Class name of the root element.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the root element.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The start and end times of an access-control schedule: two 12-hour MUI X TimePickers whose values are
 * the wire's 'hh:mm AM/PM' texts.
 *
 * A `<LocalizationProvider dateAdapter={AdapterDayjs}>` must sit above it (MUI X pickers read their date
 * library from it; the dashboard wraps only the screens with pickers); the pickers throw an error that says
 * so when it is missing.
 */
export function TimeRangePicker(inProps: TimeRangePickerProps) {
  const props = useDriskProps(inProps, 'DriskTimeRangePicker', timeRangePickerClasses.root);
  const {
    start,
    end,
    onChange,
    disabled = false,
    readOnly = false,
    startLabel = 'Start time',
    endLabel = 'End time',
    ref,
    className,
    sx,
  } = props;
  // Stable values per text, so the pickers do not reset a section the user is typing in.
  const startValue = useMemo(() => parseWireTime(start), [start]);
  const endValue = useMemo(() => parseWireTime(end), [end]);

  const handleChange = (which: keyof TimeRange) => (next: Dayjs | null) => {
    const text = next === null ? '' : formatWireTime(next);
    if (text === null) return; // a half-typed time: wait until it is complete
    onChange({ start, end, [which]: text });
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      ref={ref}
      className={className}
      sx={sx}
    >
      <TimePicker
        label={startLabel}
        value={startValue}
        onChange={handleChange('start')}
        disabled={disabled}
        readOnly={readOnly}
        ampm
        format={WIRE_TIME_FORMAT}
        slotProps={{ textField: { fullWidth: true } }}
      />
      <TimePicker
        label={endLabel}
        value={endValue}
        onChange={handleChange('end')}
        disabled={disabled}
        readOnly={readOnly}
        ampm
        format={WIRE_TIME_FORMAT}
        slotProps={{ textField: { fullWidth: true } }}
      />
    </Stack>
  );
}
