import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DEFAULT_USER_TYPE,
  SELF_LOGIN_TYPE,
  WEB_FIREBASE_TOKEN,
  WIRE_DATE_FORMAT,
  hasErrors,
  registrationEmailTypingError,
  registrationErrors,
  screenPath,
  type FieldErrors,
  type RegistrationForm,
  USER_TYPES,
  type UserType,
} from '@drisk/contract/client';
import { MessageDialog, PasswordField } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { HydratedSubmitButton } from '../shared/HydratedSubmitButton';
import { useScreenTitle } from '../shared/useScreenTitle';
import { requiredFieldProps } from '../shared/requiredFieldProps';
import { AuthLayout } from './AuthLayout';
import { DatePickersProvider } from '../shared/DatePickersProvider';

interface RegisterFormState extends RegistrationForm {
  last_name: string;
  dob: Dayjs | null;
  user_type: UserType;
}

const emptyForm = (email = ''): RegisterFormState => ({
  first_name: '',
  last_name: '',
  phone_number: '',
  dob: dayjs(),
  email_address: email,
  password: '',
  user_type: DEFAULT_USER_TYPE,
  confirm_password: '',
});

const USER_TYPE_LABELS: Record<UserType, string> = { individual: 'Individual', corporate: 'Corporate' };

interface Outcome {
  title: 'Success' | 'Error';
  message: string;
}

/**
 * Registration (spec 1 §2.3, §5). The rules are checked on pressing Register and nothing is sent while
 * one fails; a phone number that fails is cleared. The outcome is a Success or Error modal; Ok after
 * success goes to sign-in. An invitation link (`/register?email=`) fills in the e-mail address.
 */
export function RegisterPage() {
  useDocumentTitle(useScreenTitle());
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { mutate: register, loading } = useApiMutation('registration');
  const [form, setForm] = useState<RegisterFormState>(() => emptyForm(searchParams.get('email') ?? ''));
  const [errors, setErrors] = useState<FieldErrors<keyof RegistrationForm>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [outcomeOpen, setOutcomeOpen] = useState(false);
  const userTypeLabelId = useId();

  const update = <K extends keyof RegisterFormState>(field: K, value: RegisterFormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleEmailChange = (value: string) => {
    setForm((current) => ({ ...current, email_address: value }));
    setErrors((current) => ({ ...current, email_address: registrationEmailTypingError(value) }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = registrationErrors(form);
    setErrors(found);
    if (found.phone_number) setForm((current) => ({ ...current, phone_number: '' }));
    if (hasErrors(found)) return;
    try {
      const reply = await register({
        body: {
          first_name: form.first_name.trim(),
          last_name: form.last_name.trim(),
          password: form.password,
          email_address: form.email_address.trim(),
          phone_number: form.phone_number.trim(),
          dob: form.dob?.isValid() ? form.dob.format(WIRE_DATE_FORMAT) : '',
          user_type: form.user_type,
          loginType: SELF_LOGIN_TYPE,
          comapny_name: '',
          device_id: '',
          firebase_token: WEB_FIREBASE_TOKEN,
        },
      });
      setForm(emptyForm());
      setErrors({});
      setOutcome({ title: 'Success', message: reply.message });
      setOutcomeOpen(true);
    } catch (failure) {
      setOutcome({ title: 'Error', message: failure instanceof Error ? failure.message : String(failure) });
      setOutcomeOpen(true);
    }
  };

  const handleOutcomeClose = () => {
    const succeeded = outcome?.title === 'Success';
    setOutcomeOpen(false);
    if (succeeded) void navigate(screenPath('signIn'));
  };

  const header = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, ml: -1 }}>
      <IconButton component={RouterLink} to={screenPath('signIn')} aria-label="Back to sign in">
        <ArrowBackIcon />
      </IconButton>
      <Typography variant="h5" component="h1">
        Register
      </Typography>
    </Stack>
  );

  return (
    <DatePickersProvider>
      <AuthLayout header={header} maxWidth={480}>
        <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Stack spacing={1}>
            <TextField
              {...requiredFieldProps('First Name')}
              autoComplete="given-name"
              value={form.first_name}
              onChange={(event) => update('first_name', event.target.value)}
              error={Boolean(errors.first_name)}
              helperText={errors.first_name ?? ' '}
            />
            <TextField
              label="Last Name"
              autoComplete="family-name"
              value={form.last_name}
              onChange={(event) => update('last_name', event.target.value)}
              helperText=" "
            />
            <TextField
              {...requiredFieldProps('Phone Number')}
              type="tel"
              autoComplete="tel-national"
              placeholder="5550100001 or 555-010-0001"
              value={form.phone_number}
              onChange={(event) => update('phone_number', event.target.value)}
              error={Boolean(errors.phone_number)}
              helperText={errors.phone_number ?? ' '}
            />
            <DatePicker
              label="Date of Birth"
              format={WIRE_DATE_FORMAT}
              disableFuture
              value={form.dob}
              onChange={(value) => update('dob', value)}
              slotProps={{ textField: { required: true, helperText: ' ' } }}
            />
            <TextField
              {...requiredFieldProps('Email')}
              type="email"
              autoComplete="email"
              value={form.email_address}
              onChange={(event) => handleEmailChange(event.target.value)}
              error={Boolean(errors.email_address)}
              helperText={errors.email_address ?? ' '}
            />
            <PasswordField
              {...requiredFieldProps('Password')}
              autoComplete="new-password"
              value={form.password}
              onChange={(event) => update('password', event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ?? ' '}
            />
            <FormControl sx={{ pb: 2.5 }}>
              <FormLabel id={userTypeLabelId}>User Type</FormLabel>
              <RadioGroup
                row
                aria-labelledby={userTypeLabelId}
                value={form.user_type}
                onChange={(event) => update('user_type', event.target.value as UserType)}
              >
                {USER_TYPES.map((type) => (
                  <FormControlLabel
                    key={type}
                    value={type}
                    control={<Radio />}
                    label={USER_TYPE_LABELS[type]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              {...requiredFieldProps('Confirm Password')}
              type="password"
              autoComplete="new-password"
              value={form.confirm_password}
              onChange={(event) => update('confirm_password', event.target.value)}
              error={Boolean(errors.confirm_password)}
              helperText={errors.confirm_password ?? ' '}
            />
          </Stack>
          <HydratedSubmitButton
            variant="contained"
            size="large"
            fullWidth
            loading={loading}
            aria-busy={loading}
            sx={{ mt: 1 }}
          >
            Register
          </HydratedSubmitButton>
        </Box>
        <MessageDialog
          open={outcomeOpen}
          title={outcome?.title ?? ''}
          message={outcome?.message ?? ''}
          buttonLabel="Ok"
          onClose={handleOutcomeClose}
        />
      </AuthLayout>
    </DatePickersProvider>
  );
}
