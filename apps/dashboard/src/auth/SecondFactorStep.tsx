import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import type { LoginResult } from '@drisk/contract';
import { TOTP_DIGITS, TWO_FACTOR_TEXT, VALIDATION } from '@drisk/contract/client';
import { OneTimeCodeField } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';

export interface SecondFactorStepProps {
  /** The challenge user/login answered for the right password. */
  challenge: string;
  /** Called with the session once a code or a recovery code was accepted. */
  onSignedIn: (result: LoginResult) => Promise<void>;
  /** Back to the e-mail and password (an expired challenge needs them again). */
  onCancel: () => void;
}

/**
 * Sign-in's second step when the account has two-factor sign-in on: the 6-digit code from the
 * authenticator app, or one of the recovery codes. The server's refusal (wrong, reused, expired, locked)
 * shows under the button.
 */
export function SecondFactorStep({ challenge, onSignedIn, onCancel }: SecondFactorStepProps) {
  const { mutate: verify, loading } = useApiMutation('loginSecondFactor');
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    if (useRecovery ? !recoveryCode.trim() : code.length !== TOTP_DIGITS) {
      setFieldError(useRecovery ? VALIDATION.recoveryCodeInvalid : VALIDATION.totpCodeInvalid);
      return;
    }
    try {
      const reply = await verify({
        body: useRecovery ? { challenge, recovery_code: recoveryCode.trim() } : { challenge, code },
      });
      await onSignedIn(reply.result);
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure));
      setCode('');
    }
  };

  const handleSwitch = () => {
    setUseRecovery((current) => !current);
    setFieldError(null);
    setServerError(null);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {TWO_FACTOR_TEXT.codeStepTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {useRecovery ? TWO_FACTOR_TEXT.recoveryStepHint : TWO_FACTOR_TEXT.codeStepHint}
      </Typography>
      <Stack spacing={1}>
        {useRecovery ? (
          <TextField
            key="recovery"
            label={TWO_FACTOR_TEXT.recoveryCodeLabel}
            autoComplete="off"
            autoFocus
            fullWidth
            value={recoveryCode}
            onChange={(event) => {
              setRecoveryCode(event.target.value);
              setFieldError(null);
            }}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters', maxLength: 32 } }}
          />
        ) : (
          <OneTimeCodeField
            key="code"
            label={TWO_FACTOR_TEXT.codeLabel}
            autoFocus
            fullWidth
            value={code}
            onChange={(digits) => {
              setCode(digits);
              setFieldError(null);
            }}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
          />
        )}
      </Stack>
      <Box sx={{ textAlign: 'right', mb: 2 }}>
        <Link component="button" type="button" variant="body2" onClick={handleSwitch}>
          {useRecovery ? TWO_FACTOR_TEXT.useAuthenticatorCode : TWO_FACTOR_TEXT.useRecoveryCode}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth loading={loading} aria-busy={loading}>
        {TWO_FACTOR_TEXT.verify}
      </Button>
      {serverError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverError}
        </Alert>
      )}
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component="button" type="button" variant="body2" onClick={onCancel}>
          {TWO_FACTOR_TEXT.backToSignIn}
        </Link>
      </Box>
    </Box>
  );
}
