import { Stack } from '@mui/material';
import {
  ADMIN_TEXT,
  MINUTES_PER_DAY,
  PROFILE_DAYS,
  PROFILE_MONTHS,
  YES_NO,
  minutesToWireTime,
} from '@drisk/contract/client';
import { FormDataConsumer, RadioButtonGroupInput, SelectInput } from 'react-admin';
import { ChecklistInput } from './ChecklistInput';

/** Times offered for the daily window: every half hour, as the wire writes them ('hh:mm AM/PM'). */
const TIME_CHOICES = Array.from({ length: MINUTES_PER_DAY / 30 }, (_, step) => {
  const time = minutesToWireTime(step * 30);
  return { id: time, name: time };
});
const YES_NO_CHOICES = YES_NO.map((value) => ({ id: value, name: value }));

/**
 * Access Restrictions Yes/No; with Yes, the months, weekdays and daily system access time the profile may
 * sign in (spec 3 §3, §4), each list with its 'All' box.
 */
export function AccessRestrictionInputs() {
  return (
    <>
      <RadioButtonGroupInput
        source="access_restrictions"
        label={ADMIN_TEXT.accessRestrictions}
        choices={YES_NO_CHOICES}
      />
      <FormDataConsumer<{ access_restrictions?: string }>>
        {({ formData }) =>
          formData.access_restrictions === 'Yes' && (
            <Stack sx={{ width: '100%' }}>
              <ChecklistInput source="months" label={ADMIN_TEXT.months} options={PROFILE_MONTHS} />
              <ChecklistInput source="days" label={ADMIN_TEXT.weekdays} options={PROFILE_DAYS} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <SelectInput
                  source="start_time"
                  label={`${ADMIN_TEXT.systemAccessTime}: from`}
                  choices={TIME_CHOICES}
                />
                <SelectInput
                  source="end_time"
                  label={`${ADMIN_TEXT.systemAccessTime}: until`}
                  choices={TIME_CHOICES}
                />
              </Stack>
            </Stack>
          )
        }
      </FormDataConsumer>
    </>
  );
}
