import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import type { TwoFactorSetup } from '@drisk/contract';
import { TOTP_DIGITS, TWO_FACTOR_TEXT, VALIDATION } from '@drisk/contract/client';
import {
  OneTimeCodeField,
  PasswordField,
  RecoveryCodesPanel,
  useServerText,
  useText,
  useToast,
} from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiQuery } from '../api/useApiQuery';

/** What the card shows besides the status line. */
type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable'; withRecovery: boolean }
  | { kind: 'regenerate' };

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

export interface TwoFactorCardProps {
  /**
   * The set-up screen of a user held for a required second factor: the card opens on the set-up's first
   * step, and `onEnrolled` runs once the recovery codes are saved (instead of going back to the status).
   */
  onEnrolled?: () => void;
}

/**
 * Account's two-factor card (issue 16): turn the authenticator-app second factor on (the password again,
 * then the QR code and key shown once, confirmed with a first code, then the ten recovery codes shown once),
 * make new recovery codes (a current code; the old ones stop working), or turn it off (a current code, or
 * the password with a recovery code; the other sessions end).
 */
export function TwoFactorCard({ onEnrolled }: TwoFactorCardProps = {}) {
  const text = useText(TWO_FACTOR_TEXT);
  // The checks keep VALIDATION's English, as the server's answers are English; both show translated.
  const translate = useServerText();
  const { showToast } = useToast();
  const { data: status, reload } = useApiQuery('twoFactorStatus');
  const setup = useApiMutation('twoFactorSetup');
  const confirm = useApiMutation('twoFactorConfirm');
  const disable = useApiMutation('twoFactorDisable');
  const regenerate = useApiMutation('twoFactorRecoveryCodes');
  const [step, setStep] = useState<Step>({ kind: onEnrolled ? 'password' : 'idle' });
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
      showToast(translate(reply.message), 'success');
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
      showToast(translate(reply.message), 'success');
      goTo({ kind: 'idle' });
      await reload();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const handleRegenerate = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== TOTP_DIGITS) return setError(VALIDATION.totpCodeInvalid);
    try {
      const reply = await regenerate.mutate({ body: { code } });
      showToast(translate(reply.message), 'success');
      goTo({ kind: 'codes', codes: reply.result.recovery_codes });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const codeField = (
    <OneTimeCodeField
      label={text.codeLabel}
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
      label={text.passwordLabel}
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
      {/* Held for a required second factor there is nothing to cancel back to (Logout is the way out). */}
      {!onEnrolled && <Button onClick={() => goTo({ kind: 'idle' })}>{text.cancel}</Button>}
    </Stack>
  );

  return (
    <Card component="section" aria-labelledby="two-factor-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="two-factor-title" variant="h6" component="h2">
            {text.cardTitle}
          </Typography>
          {status && step.kind !== 'codes' && !onEnrolled && (
            <Typography color="text.secondary">
              {status.enabled ? text.statusOn : text.statusOff}
              {status.enabled && ` ${text.recoveryCodesLeft(status.recovery_codes_left)}.`}
              {status.enabled && status.required && ` ${text.requiredCannotTurnOff}`}
            </Typography>
          )}

          {step.kind === 'idle' && status && (
            <Box>
              {status.enabled ? (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button variant="outlined" onClick={() => goTo({ kind: 'regenerate' })}>
                    {text.regenerateCodes}
                  </Button>
                  {/* Required by the company or a device's owner: the server refuses turning it off too. */}
                  {!status.required && (
                    <Button
                      variant="outlined"
                      color="error"
                      onClick={() => goTo({ kind: 'disable', withRecovery: false })}
                    >
                      {text.turnOff}
                    </Button>
                  )}
                </Stack>
              ) : (
                <Button variant="contained" onClick={() => goTo({ kind: 'password' })}>
                  {text.turnOn}
                </Button>
              )}
            </Box>
          )}

          {step.kind === 'password' && (
            <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleStart(event)}>
              <Typography>{text.setupPasswordHint}</Typography>
              {passwordField}
              {formButtons(text.continue, setup.loading)}
            </Stack>
          )}

          {step.kind === 'setup' && (
            <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleConfirm(event)}>
              <Typography>{text.scanQr}</Typography>
              <Box
                component="img"
                src={step.setup.qr_code}
                alt={text.qrAlt}
                sx={{ width: 200, height: 200, alignSelf: { xs: 'center', sm: 'flex-start' } }}
              />
              <TextField
                label={text.secretLabel}
                value={step.setup.secret}
                slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
                fullWidth
              />
              <Typography>{text.confirmHint}</Typography>
              {codeField}
              {formButtons(text.confirm, confirm.loading)}
            </Stack>
          )}

          {step.kind === 'codes' && (
            <RecoveryCodesPanel
              codes={step.codes}
              onDone={() => {
                if (onEnrolled) return onEnrolled();
                goTo({ kind: 'idle' });
                void reload();
              }}
            />
          )}

          {step.kind === 'regenerate' && (
            <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleRegenerate(event)}>
              <Typography variant="subtitle1" component="h3">
                {text.regenerateTitle}
              </Typography>
              <Typography>{text.regenerateHint}</Typography>
              {codeField}
              {formButtons(text.regenerate, regenerate.loading)}
            </Stack>
          )}

          {step.kind === 'disable' && (
            <Stack
              component="form"
              noValidate
              spacing={2}
              onSubmit={(event) => void handleDisable(event, step.withRecovery)}
            >
              <Typography variant="subtitle1" component="h3">
                {text.disableTitle}
              </Typography>
              {step.withRecovery ? (
                <>
                  {passwordField}
                  <TextField
                    label={text.recoveryCodeLabel}
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
                  <Typography>{text.disableHint}</Typography>
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
                  {step.withRecovery ? text.disableWithCode : text.disableWithRecovery}
                </Link>
              </Box>
              {formButtons(text.turnOff, disable.loading, 'error')}
            </Stack>
          )}

          {error && <Alert severity="error">{translate(error)}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
