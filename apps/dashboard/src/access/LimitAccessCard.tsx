import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { ACCESS_TEXT, LIMITED_ACCESS_TYPES } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { AccessCard } from './AccessCard';
import type { LimitAccessField } from './parentalForm';

export interface LimitAccessCardProps {
  value: LimitAccessField | null;
  onChange: (field: LimitAccessField) => void;
  readOnly: boolean;
}

/** Card 2 of Access Controls: what the rules limit (spec 1 §9, limit-access types). */
export function LimitAccessCard({ value, onChange, readOnly }: LimitAccessCardProps) {
  const text = useText(ACCESS_TEXT);
  return (
    <AccessCard title={text.limitAccessTitle}>
      <RadioGroup
        aria-label={text.limitAccessType}
        value={value ?? ''}
        onChange={(_event, next) => onChange(next as LimitAccessField)}
      >
        {LIMITED_ACCESS_TYPES.map((type) => (
          <FormControlLabel
            key={type.field}
            value={type.field}
            control={<Radio />}
            label={text.limitAccessChoice[type.field]}
            disabled={readOnly}
          />
        ))}
      </RadioGroup>
    </AccessCard>
  );
}
