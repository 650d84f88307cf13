import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
// The zod schema of the call checks the form; this dialog's chunk is the only one of the app that loads zod.
import { updateProfileRequest, type Profile, type UpdateProfileRequest } from '@drisk/contract';
import {
  ACCOUNT_TEXT,
  PHONE_DIGITS,
  VALIDATION,
  WIRE_DATE_FORMAT,
  normalizePhone,
  parseWireDate,
} from '@drisk/contract/client';
import { FormDialog, useServerText, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { DatePickersProvider } from '../shared/DatePickersProvider';
import { usePickerDateFormat } from '../shared/usePickerDateFormat';

type Field = keyof UpdateProfileRequest;

type FieldErrors = Partial<Record<Field, string>>;

export interface EditDetailsDialogProps {
  /** The profile whose details the form starts from. */
  profile: Profile;
  onClose: () => void;
  /** Called after the server saved the details, so the profile can reload. */
  onSaved: () => void;
}

/** The picker's value for a stored date of birth: that day at local midnight, or empty when there is none. */
const pickerDateOf = (wireDate: string): Dayjs | null => {
  const day = parseWireDate(wireDate);
  return day && dayjs(new Date(day.year, day.month - 1, day.day));
};

/**
 * Edit Details (spec 2, Account): first name, last name, phone and date of birth. Mount it to open it; the
 * date picker uses the app's LocalizationProvider (App.tsx).
 */
export function EditDetailsDialog({ profile, onClose, onSaved }: EditDetailsDialogProps) {
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [phone, setPhone] = useState(normalizePhone(profile.phone_number).slice(0, PHONE_DIGITS));
  const [dob, setDob] = useState<Dayjs | null>(pickerDateOf(profile.dob));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutate: updateProfile, loading } = useApiMutation('updateProfile');
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const text = useText(ACCOUNT_TEXT);
  // zod and the form report VALIDATION's English; the fields show it in the active language.
  const translate = useServerText();
  const pickerFormat = usePickerDateFormat();
  const shown = (message: string | undefined) => (message === undefined ? undefined : translate(message));

  // Numeric input; once ten digits are held, another digit clears the value (spec 2 §5).
  const handlePhoneChange = (value: string) => {
    const digits = value.replace(/\D/g, '');
    if (digits.length > PHONE_DIGITS) {
      setPhone('');
      setErrors((current) => ({ ...current, phone_number: VALIDATION.invalidPhone }));
      return;
    }
    setPhone(digits);
    setErrors((current) => ({ ...current, phone_number: undefined }));
  };

  const handleSubmit = async () => {
    const payload = {
      first_name: firstName,
      last_name: lastName,
      phone_number: phone,
      dob: dob?.isValid() ? dob.format(WIRE_DATE_FORMAT) : '',
    };
    const parsed = updateProfileRequest.safeParse(payload);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const reply = await updateProfile({ body: parsed.data });
      showToast(reply.message, 'success');
      onSaved();
      onClose();
    } catch (cause) {
      showError(cause);
    }
  };

  return (
    <DatePickersProvider>
      <FormDialog
        open
        title={text.editDetailsTitle}
        submitLabel={text.save}
        onClose={onClose}
        onSubmit={() => void handleSubmit()}
        loading={loading}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={text.firstName}
            required
            autoFocus
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={Boolean(errors.first_name)}
            helperText={shown(errors.first_name)}
            slotProps={{ htmlInput: { autoComplete: 'given-name' } }}
          />
          <TextField
            label={text.lastName}
            required
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={Boolean(errors.last_name)}
            helperText={shown(errors.last_name)}
            slotProps={{ htmlInput: { autoComplete: 'family-name' } }}
          />
          <TextField
            label={text.phoneNumber}
            required
            type="tel"
            value={phone}
            onChange={(event) => handlePhoneChange(event.target.value)}
            error={Boolean(errors.phone_number)}
            helperText={shown(errors.phone_number)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national' } }}
          />
          <DatePicker
            label={text.dateOfBirth}
            // Typed as the language writes dates; sent in the wire's MM/DD/YYYY either way.
            format={pickerFormat}
            value={dob}
            onChange={(value) => setDob(value)}
            disableFuture
            slotProps={{
              textField: { required: true, error: Boolean(errors.dob), helperText: shown(errors.dob) },
            }}
          />
        </Stack>
      </FormDialog>
    </DatePickersProvider>
  );
}
