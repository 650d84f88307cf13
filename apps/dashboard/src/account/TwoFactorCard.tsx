import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import type { TwoFactorSetup } from '@drisk/contract';
import { TOTP_DIGITS, TWO_FACTOR_TEXT, VALIDATION } from '@drisk/contract/client';
import { OneTimeCodeField, PasswordField, RecoveryCodesPanel, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiQuery } from '../api/useApiQuery';

/** What the card shows besides the status line. */
type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable'; withRecovery: boolean };

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * Account's two-factor card (issue 16): turn the authenticator-app second factor on (the password again,
 * then the QR code and key shown once, confirmed with a first code, then the ten recovery codes shown once) or off (a current code, or
 * the password with a recovery code).
 */
export function TwoFactorCard() {
  const { showToast } = useToast();
  const { data: status, reload } = useApiQuery('twoFactorStatus');
  const setup = useApiMutation('twoFactorSetup');
  const confirm = useApiMutation('twoFactorConfirm');
  const disable = useApiMutation('twoFactorDisable');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const goTo = (next: Step) => {
    setStep(next);
    setCode('');
    setPassword('');
    setRecoveryCode('');
    setError(null);
  };

  const handleStart = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(VALIDATION.passwordRequired);
    try {
      const reply = await setup.mutate({ body: { password } });
      goTo({ kind: 'setup', setup: reply.result });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const handleConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== TOTP_DIGITS) return setError(VALIDATION.totpCodeInvalid);
    try {
      const reply = await confirm.mutate({ body: { code } });
      showToast(reply.message, 'success');
      goTo({ kind: 'codes', codes: reply.result.recovery_codes });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const handleDisable = async (event: FormEvent, withRecovery: boolean) => {
    event.preventDefault();
    if (!withRecovery && code.length !== TOTP_DIGITS) return setError(VALIDATION.totpCodeInvalid);
    if (withRecovery && (!password || !recoveryCode.trim())) return setError(VALIDATION.disableNeedsProof);
    try {
      const reply = await disable.mutate({
        body: withRecovery ? { password, recovery_code: recoveryCode.trim() } : { code },
      });
      showToast(reply.message, 'success');
      goTo({ kind: 'idle' });
      await reload();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const codeField = (
    <OneTimeCodeField
      label={TWO_FACTOR_TEXT.codeLabel}
      value={code}
      onChange={(digits) => {
        setCode(digits);
        setError(null);
      }}
      sx={{ maxWidth: 240 }}
    />
  );

  const passwordField = (
    <PasswordField
      label={TWO_FACTOR_TEXT.passwordLabel}
      autoComplete="current-password"
      value={password}
      onChange={(event) => {
        setPassword(event.target.value);
        setError(null);
      }}
    />
  );

  /** Each step's submit button, with Cancel back to the status line. */
  const formButtons = (label: string, loading: boolean, color: 'primary' | 'error' = 'primary') => (
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained" color={color} loading={loading}>
        {label}
      </Button>
      <Button onClick={() => goTo({ kind: 'idle' })}>{TWO_FACTOR_TEXT.cancel}</Button>
    </Stack>
  );

  return (
    <Card component="section" aria-labelledby="two-factor-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="two-factor-title" variant="h6" component="h2">
            {TWO_FACTOR_TEXT.cardTitle}
          </Typography>
          {status && step.kind !== 'codes' && (
            <Typography color="text.secondary">
              {status.enabled ? TWO_FACTOR_TEXT.statusOn : TWO_FACTOR_TEXT.statusOff}
              {status.enabled && ` ${TWO_FACTOR_TEXT.recoveryCodesLeft(status.recovery_codes_left)}.`}
            </Typography>
          )}

          {step.kind === 'idle' && status && (
            <Box>
              {status.enabled ? (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => goTo({ kind: 'disable', withRecovery: false })}
                >
                  {TWO_FACTOR_TEXT.turnOff}
                </Button>
              ) : (
                <Button variant="contained" onClick={() => goTo({ kind: 'password' })}>
                  {TWO_FACTOR_TEXT.turnOn}
                </Button>
              )}
            </Box>
          )}

          {step.kind === 'password' && (
            <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleStart(event)}>
              <Typography>{TWO_FACTOR_TEXT.setupPasswordHint}</Typography>
              {passwordField}
              {formButtons(TWO_FACTOR_TEXT.continue, setup.loading)}
            </Stack>
          )}

          {step.kind === 'setup' && (
            <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleConfirm(event)}>
              <Typography>{TWO_FACTOR_TEXT.scanQr}</Typography>
              <Box
                component="img"
                src={step.setup.qr_code}
                alt={TWO_FACTOR_TEXT.qrAlt}
                sx={{ width: 200, height: 200, alignSelf: { xs: 'center', sm: 'flex-start' } }}
              />
              <TextField
                label={TWO_FACTOR_TEXT.secretLabel}
                value={step.setup.secret}
                slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
                fullWidth
              />
              <Typography>{TWO_FACTOR_TEXT.confirmHint}</Typography>
              {codeField}
              {formButtons(TWO_FACTOR_TEXT.confirm, confirm.loading)}
            </Stack>
          )}

          {step.kind === 'codes' && (
            <RecoveryCodesPanel
              codes={step.codes}
              onDone={() => {
                goTo({ kind: 'idle' });
                void reload();
              }}
            />
          )}

          {step.kind === 'disable' && (
            <Stack
              component="form"
              noValidate
              spacing={2}
              onSubmit={(event) => void handleDisable(event, step.withRecovery)}
            >
              <Typography variant="subtitle1" component="h3">
                {TWO_FACTOR_TEXT.disableTitle}
              </Typography>
              {step.withRecovery ? (
                <>
                  {passwordField}
                  <TextField
                    label={TWO_FACTOR_TEXT.recoveryCodeLabel}
                    autoComplete="off"
                    value={recoveryCode}
                    onChange={(event) => {
                      setRecoveryCode(event.target.value);
                      setError(null);
                    }}
                    slotProps={{ htmlInput: { spellCheck: false, maxLength: 32 } }}
                  />
                </>
              ) : (
                <>
                  <Typography>{TWO_FACTOR_TEXT.disableHint}</Typography>
                  {codeField}
                </>
              )}
              <Box>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => goTo({ kind: 'disable', withRecovery: !step.withRecovery })}
                >
                  {step.withRecovery ? TWO_FACTOR_TEXT.disableWithCode : TWO_FACTOR_TEXT.disableWithRecovery}
                </Link>
              </Box>
              {formButtons(TWO_FACTOR_TEXT.turnOff, disable.loading, 'error')}
            </Stack>
          )}

          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
