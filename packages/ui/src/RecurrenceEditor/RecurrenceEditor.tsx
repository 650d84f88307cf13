import { useId, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  MONTHS,
  MONTH_DAY_MODES,
  RECURRENCE_DAYS,
  RECURRENCE_INTERVAL_MAX,
  REPEAT_OPTIONS,
  SCAN_TYPES,
  UI_TEXT,
  WEEK_DAYS,
  WEEK_OCCURRENCES,
  WIDGET_TEXT,
  type RecurrenceMonth,
  type RecurrenceWeekDay,
  type RepeatOption,
} from '@drisk/contract/client';
import { DayPicker } from '../DayPicker';
import { useFormatters } from '../language/useFormatters';
import { useServerText, useText } from '../language/useText';
import { formatRunTime } from './formatRunTime';
import { recurrenceProblems } from './recurrenceProblems';
import {
  fromLocalInput,
  toLocalInput,
  upcomingRuns,
  withRepeat,
  withRunFrom,
  withScanType,
  type MonthDayMode,
  type RecurrenceValue,
  type ScanType,
  type WeekOccurrence,
} from './recurrenceValue';
import { useDriskProps } from '../theme/useDriskProps';
import { recurrenceEditorClasses } from './recurrenceEditorClasses';

/** Props of {@link RecurrenceEditor}. */
export interface RecurrenceEditorProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The schedule being edited (start from `defaultRecurrence(Date.now())` or `fromSchedule(saved)`). */
  value: RecurrenceValue;
  /** Called with the whole new value on every change. */
  onChange: (value: RecurrenceValue) => void;
  /**
   * IANA zone whose calendar the pickers and the next runs follow; send the same zone as `time_zone`.
   * @default the browser's zone
   */
  timeZone?: string;
  /**
   * The present, epoch ms: past dates are blocked from it and the next runs counted from it.
   * @default Date.now() at each render
   */
  now?: number;
  /**
   * How many next runs to preview.
   * @default 3
   */
  previewCount?: number;
  /**
   * Locks every field (e.g. for a Guest).
   * @default false
   */
  disabled?: boolean;
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

/** A recurrence day (the wire's 'monday') as WEEK_DAYS spells it ('Monday'). */
const weekDayOf = (day: RecurrenceWeekDay) => WEEK_DAYS[RECURRENCE_DAYS.indexOf(day)];
const occurrenceKey = (value: WeekOccurrence) =>
  String(value) as keyof (typeof WIDGET_TEXT)['recurrence']['occurrences'];

/** The browser's IANA zone. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The Create Schedule card of a vulnerability scan (spec 2 §4, §5, §9): quick_scan or schedule_scan; for a
 * schedule the recurrence (every_weekday, daily, weekly, monthly, yearly, with the 'on day' and 'on the'
 * modes), Run from and Run until in the user's zone, and a preview of the next runs computed with the
 * contract's `nextRunTimes`, the function the api uses for `upcoming_scan`. Controlled: the parent keeps the
 * value and sends `toSchedule(value, timeZone, now)`; `recurrenceProblems` says whether it can be saved.
 */
export function RecurrenceEditor(inProps: RecurrenceEditorProps) {
  const props = useDriskProps(inProps, 'DriskRecurrenceEditor', recurrenceEditorClasses.root);
  const {
    value,
    onChange,
    timeZone = browserTimeZone(),
    now = Date.now(),
    previewCount = 3,
    disabled = false,
    ref,
    className,
    sx,
  } = props;
  const id = useId();
  const ui = useText(UI_TEXT);
  const words = useText(WIDGET_TEXT);
  const text = words.recurrence;
  const { locale } = useFormatters();
  // recurrenceProblems words its checks in English (UI_TEXT, VALIDATION): shown in the active language.
  const translate = useServerText();
  const problems = recurrenceProblems(value, timeZone, now);
  const runs = problems.runUntil || problems.weekDays ? [] : upcomingRuns(value, timeZone, now, previewCount);
  const set = (patch: Partial<RecurrenceValue>) => onChange({ ...value, ...patch });
  const monthBased = value.repeat === 'monthly' || value.repeat === 'yearly';

  const monthSelect = (
    <TextField
      select
      size="small"
      label={text.month}
      value={value.month}
      disabled={disabled}
      onChange={(event) => set({ month: event.target.value as RecurrenceMonth })}
      sx={{ minWidth: 140 }}
    >
      {MONTHS.map((month) => (
        <MenuItem key={month} value={month}>
          {text.months[month]}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2} ref={ref} className={className} sx={sx}>
      <FormControl disabled={disabled}>
        <FormLabel id={`${id}-type`}>{ui.scanTypeLabel}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-type`}
          value={value.scanType}
          onChange={(event) => onChange(withScanType(value, event.target.value as ScanType, now))}
        >
          {SCAN_TYPES.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={text.scanTypes[type]} />
          ))}
        </RadioGroup>
      </FormControl>

      {value.scanType === 'schedule_scan' && (
        <>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={ui.recurrenceLabel}
              value={value.repeat}
              disabled={disabled}
              onChange={(event) => onChange(withRepeat(value, event.target.value as RepeatOption))}
              sx={{ minWidth: 180 }}
            >
              {REPEAT_OPTIONS.map((option) => (
                <MenuItem key={option} value={option}>
                  {text.repeatOptions[option]}
                </MenuItem>
              ))}
            </TextField>
            {value.repeat !== 'every_weekday' && (
              <TextField
                type="number"
                size="small"
                label={ui.repeatEveryLabel}
                value={value.interval}
                disabled={disabled}
                onChange={(event) => set({ interval: event.target.value })}
                slotProps={{
                  htmlInput: { min: 1, max: RECURRENCE_INTERVAL_MAX },
                  input: {
                    endAdornment: <InputAdornment position="end">{text.units[value.repeat]}</InputAdornment>,
                  },
                }}
                sx={{ width: 170 }}
              />
            )}
          </Stack>

          {value.repeat === 'weekly' && (
            <FormControl error={Boolean(problems.weekDays)}>
              <DayPicker
                label={words.days}
                value={value.weekDays.map(weekDayOf)}
                disabled={disabled}
                onChange={(days) =>
                  set({ weekDays: days.map((day) => day.toLowerCase() as RecurrenceWeekDay) })
                }
              />
              {problems.weekDays && <FormHelperText>{translate(problems.weekDays)}</FormHelperText>}
            </FormControl>
          )}

          {monthBased && (
            <FormControl disabled={disabled}>
              <RadioGroup
                aria-label={text.dayOfMonth}
                value={value.monthDayMode}
                onChange={(event) => set({ monthDayMode: event.target.value as MonthDayMode })}
              >
                {MONTH_DAY_MODES.map((mode) => (
                  <Stack
                    key={mode.value}
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
                  >
                    <FormControlLabel
                      value={mode.value}
                      control={<Radio />}
                      label={text.monthDayModes[mode.value]}
                    />
                    {mode.value === 'on_day' && value.monthDayMode === 'on_day' && (
                      <>
                        {value.repeat === 'yearly' && monthSelect}
                        <TextField
                          type="number"
                          size="small"
                          label={text.day}
                          value={value.dayOfMonth}
                          onChange={(event) =>
                            set({ dayOfMonth: Math.min(31, Math.max(1, Number(event.target.value) || 1)) })
                          }
                          slotProps={{ htmlInput: { min: 1, max: 31 } }}
                          sx={{ width: 90 }}
                        />
                      </>
                    )}
                    {mode.value === 'on_the' && value.monthDayMode === 'on_the' && (
                      <>
                        <TextField
                          select
                          size="small"
                          label={text.occurrence}
                          value={value.occurrence}
                          onChange={(event) =>
                            set({ occurrence: Number(event.target.value) as WeekOccurrence })
                          }
                          sx={{ minWidth: 120 }}
                        >
                          {WEEK_OCCURRENCES.map((occurrence) => (
                            <MenuItem key={occurrence.value} value={occurrence.value}>
                              {text.occurrences[occurrenceKey(occurrence.value)]}
                            </MenuItem>
                          ))}
                        </TextField>
                        <TextField
                          select
                          size="small"
                          label={text.weekday}
                          value={value.occurrenceDay}
                          onChange={(event) =>
                            set({ occurrenceDay: event.target.value as RecurrenceWeekDay })
                          }
                          sx={{ minWidth: 140 }}
                        >
                          {RECURRENCE_DAYS.map((day) => (
                            <MenuItem key={day} value={day}>
                              {words.weekDays[weekDayOf(day)]}
                            </MenuItem>
                          ))}
                        </TextField>
                        {value.repeat === 'yearly' && (
                          <>
                            <Typography component="span">{text.of}</Typography>
                            {monthSelect}
                          </>
                        )}
                      </>
                    )}
                  </Stack>
                ))}
              </RadioGroup>
            </FormControl>
          )}

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="datetime-local"
              size="small"
              label={ui.runFromLabel}
              value={toLocalInput(value.runFrom, timeZone)}
              disabled={disabled}
              onChange={(event) => {
                const at = fromLocalInput(event.target.value, timeZone);
                if (at !== null) onChange(withRunFrom(value, at));
              }}
              slotProps={{
                inputLabel: { shrink: true },
                // The every_weekday From picker blocks past dates (spec 2 §4).
                htmlInput: value.repeat === 'every_weekday' ? { min: toLocalInput(now, timeZone) } : {},
              }}
            />
            <TextField
              type="datetime-local"
              size="small"
              label={ui.runUntilLabel}
              value={toLocalInput(value.runUntil, timeZone)}
              disabled={disabled}
              error={Boolean(problems.runUntil)}
              helperText={problems.runUntil && translate(problems.runUntil)}
              onChange={(event) => {
                const at = fromLocalInput(event.target.value, timeZone);
                if (at !== null) set({ runUntil: at });
              }}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: toLocalInput(value.runFrom, timeZone) },
              }}
            />
          </Stack>

          {runs.length > 0 && (
            <div>
              <Typography id={`${id}-runs`} variant="subtitle2">
                {ui.nextRunsLabel}
              </Typography>
              <Stack component="ul" aria-labelledby={`${id}-runs`} sx={{ m: 0, pl: 2.5 }}>
                {runs.map((run) => (
                  <Typography component="li" variant="body2" key={run}>
                    <time dateTime={new Date(run).toISOString()}>{formatRunTime(run, timeZone, locale)}</time>
                  </Typography>
                ))}
              </Stack>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
