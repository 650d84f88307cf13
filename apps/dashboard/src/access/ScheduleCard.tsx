import { useId } from 'react';
import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import type { AccessWindow, AccessWindowInput } from '@drisk/contract';
import { ACCESS_TEXT } from '@drisk/contract/client';
import { AccessWindowTimeline, useText } from '@drisk/ui';
import { AccessCard } from './AccessCard';
import type { ScheduleMode } from './parentalForm';

export interface ScheduleCardProps {
  windows: readonly AccessWindowInput[];
  mode: ScheduleMode;
  onWindowsChange: (windows: AccessWindow[]) => void;
  onModeChange: (mode: ScheduleMode) => void;
  readOnly: boolean;
}

const MODES: { value: ScheduleMode; label: 'activeAtSchedule' | 'inactiveAtSchedule' }[] = [
  { value: 'active', label: 'activeAtSchedule' },
  { value: 'inactive', label: 'inactiveAtSchedule' },
];

/** Card 4 of Access Controls: whether the rules hold during or outside the access windows, and the windows. */
export function ScheduleCard({ windows, mode, onWindowsChange, onModeChange, readOnly }: ScheduleCardProps) {
  const modeLabelId = useId();
  const text = useText(ACCESS_TEXT);
  return (
    <AccessCard title={text.scheduleTitle}>
      <Stack spacing={2.5}>
        <div>
          <Typography id={modeLabelId} variant="body2" sx={{ color: 'text.secondary' }}>
            {text.timeMode}
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
                label={text[option.label]}
                disabled={readOnly}
              />
            ))}
          </RadioGroup>
        </div>
        <AccessWindowTimeline value={windows} onChange={onWindowsChange} disabled={readOnly} />
      </Stack>
    </AccessCard>
  );
}
