import { useId } from 'react';
import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { DayPicker, TimeRangePicker, type TimeRange } from '@drisk/ui';
import { AccessCard } from './AccessCard';
import type { ScheduleMode } from './parentalForm';
import { DatePickersProvider } from '../shared/DatePickersProvider';

export interface ScheduleCardProps {
  days: readonly string[];
  mode: ScheduleMode;
  start: string;
  end: string;
  onDaysChange: (days: string[]) => void;
  onModeChange: (mode: ScheduleMode) => void;
  onTimesChange: (range: TimeRange) => void;
  readOnly: boolean;
}

const MODES: { value: ScheduleMode; label: string }[] = [
  { value: 'active', label: 'Active at the schedule time' },
  { value: 'inactive', label: 'Inactive at the schedule time' },
];

/** Card 4 of Access Controls: days, whether the rules hold during or outside the times, and the times. */
export function ScheduleCard({
  days,
  mode,
  start,
  end,
  onDaysChange,
  onModeChange,
  onTimesChange,
  readOnly,
}: ScheduleCardProps) {
  const modeLabelId = useId();
  return (
    <DatePickersProvider>
      <AccessCard title="Schedule">
        <Stack spacing={2.5}>
          <DayPicker value={days} onChange={onDaysChange} disabled={readOnly} />
          <div>
            <Typography
              id={modeLabelId}
              variant="body2"
              sx={{ color: 'text.secondary' }}
            >
              Time mode
            </Typography>
            <RadioGroup
              row
              aria-labelledby={modeLabelId}
              value={mode}
              onChange={(_event, next) => onModeChange(next as ScheduleMode)}
            >
              {MODES.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={<Radio />}
                  label={option.label}
                  disabled={readOnly}
                />
              ))}
            </RadioGroup>
          </div>
          <TimeRangePicker start={start} end={end} onChange={onTimesChange} readOnly={readOnly} />
        </Stack>
      </AccessCard>
    </DatePickersProvider>
  );
}
