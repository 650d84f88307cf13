import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { LIMITED_ACCESS_TYPES } from '@drisk/contract/client';
import { AccessCard } from './AccessCard';
import type { LimitAccessField } from './parentalForm';

export interface LimitAccessCardProps {
  value: LimitAccessField | null;
  onChange: (field: LimitAccessField) => void;
  readOnly: boolean;
}

/** Card 2 of Access Controls: what the rules limit (spec 1 §9, limit-access types). */
export function LimitAccessCard({ value, onChange, readOnly }: LimitAccessCardProps) {
  return (
    <AccessCard title="Limit Access">
      <RadioGroup
        aria-label="Limit access type"
        value={value ?? ''}
        onChange={(_event, next) => onChange(next as LimitAccessField)}
      >
        {LIMITED_ACCESS_TYPES.map((type) => (
          <FormControlLabel
            key={type.field}
            value={type.field}
            control={<Radio />}
            label={type.label}
            disabled={readOnly}
          />
        ))}
      </RadioGroup>
    </AccessCard>
  );
}
