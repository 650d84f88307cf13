import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Link, Stack, TextField, Typography } from '@mui/material';
import { SERVER, hasErrors, newPasswordErrors, screenPath, type FieldErrors } from '@drisk/contract/client';
import { PasswordField } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { HydratedSubmitButton } from '../shared/HydratedSubmitButton';
import { useScreenTitle } from '../shared/useScreenTitle';
import { AuthLayout } from './AuthLayout';

type ResetField = 'password' | 'confirm_password';

/**
 * The page of the e-mailed reset link (`/reset-password?token=`): a new password twice. Success and an
 * invalid or expired link both show the server's message with the way back to sign-in.
 */
export function ResetPasswordPage() {
  useDocumentTitle(useScreenTitle());
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { mutate: resetPassword, loading } = useApiMutation('resetPassword');
  const [form, setForm] = useState({ password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(
    token ? null : { ok: false, message: SERVER.resetLinkInvalid },
  );

  const handleChange = (field: ResetField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordErrors(form);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const reply = await resetPassword({ body: { token, password: form.password } });
      setResult({ ok: true, message: reply.message });
    } catch (failure) {
      setResult({ ok: false, message: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  const done = result?.ok === true || !token;

  return (
    <AuthLayout>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Reset Password
      </Typography>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
          {result.message}
        </Alert>
      )}
      {!done && (
        <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Stack spacing={1}>
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              autoFocus
              fullWidth
              value={form.password}
              onChange={(event) => handleChange('password')(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ?? ' '}
            />
            <TextField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              fullWidth
              value={form.confirm_password}
              onChange={(event) => handleChange('confirm_password')(event.target.value)}
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
          >
            Reset Password
          </HydratedSubmitButton>
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={screenPath('signIn')}>
          {result?.ok ? 'Sign in with your new password' : 'Back to sign in'}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
