import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Box, Button, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import type { LoginResult } from '@drisk/contract';
import { PASSKEY_TEXT, hasErrors, screenPath, signInErrors, type FieldErrors } from '@drisk/contract/client';
import { PasswordField } from '@drisk/ui';
import { useApi } from '../api/ApiProvider';
import { useApiMutation } from '../api/useApiMutation';
import { preloadLandingScreen } from '../screens';
import { primeNotificationCount } from '../realtime/primedNotificationCount';
import { useSession } from '../session/SessionProvider';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { HydratedSubmitButton } from '../shared/HydratedSubmitButton';
import { useScreenTitle } from '../shared/useScreenTitle';
import { lazyPage } from '../lazyPage';
import { MountOnceOpened } from '../shared/MountOnceOpened';
import { AuthLayout } from './AuthLayout';
import { GoogleSignInButton } from './GoogleSignInButton';
import { SecondFactorStep } from './SecondFactorStep';
import { passkeysSupported, signWithPasskey } from './webAuthn';

type SignInField = 'email_address' | 'password';

// Loaded when first opened: the sign-in page's first paint does not need the dialog's code.
const ForgotPasswordDialog = lazyPage(() => import('./ForgotPasswordDialog'), 'ForgotPasswordDialog');

/**
 * Sign-in (spec 1 §2.2). Opening it ends any stored session. A valid form is sent; a failure (wrong
 * password, locked account, server unreachable) shows the server's message under the button.
 */
export function SignInPage() {
  useDocumentTitle(useScreenTitle());
  const navigate = useNavigate();
  const api = useApi();
  const { signIn, signOut } = useSession();
  const { mutate: login, loading } = useApiMutation('login');
  const { mutate: passkeyOptions } = useApiMutation('passkeyLoginOptions');
  const { mutate: passkeyLogin } = useApiMutation('passkeyLogin');
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [form, setForm] = useState({ email_address: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Set when the password was right and the account asks for a second factor (issue 16).
  const [challenge, setChallenge] = useState<string | null>(null);

  useEffect(() => {
    signOut();
  }, [signOut]);

  const handleChange = (field: SignInField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = signInErrors(form);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    // The shell's code loads while the password is checked, so Home appears as soon as the address changes.
    const landingReady = preloadLandingScreen().catch(() => undefined);
    try {
      const reply = await login({
        body: { email_address: form.email_address.trim(), password: form.password },
      });
      if ('second_factor_required' in reply.result) {
        setChallenge(reply.result.challenge);
        return;
      }
      await finishSignIn(reply.result, landingReady);
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  /**
   * Usernameless: the options name no account, so the browser offers the passkeys it holds for this site
   * and the signature says whose it is. A passkey is two factors already: no code step follows.
   */
  const handlePasskey = async () => {
    setPasskeyError(null);
    setServerError(null);
    if (!passkeysSupported()) return setPasskeyError(PASSKEY_TEXT.signInUnsupported);
    setPasskeyBusy(true);
    const landingReady = preloadLandingScreen().catch(() => undefined);
    try {
      const options = await passkeyOptions();
      const response = await signWithPasskey(options.result.options);
      const reply = await passkeyLogin({ body: { response } });
      await finishSignIn(reply.result, landingReady);
    } catch (failure) {
      setPasskeyError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const finishSignIn = async (
    result: LoginResult,
    landingReady: Promise<unknown> = preloadLandingScreen().catch(() => undefined),
  ) => {
    if (result.two_factor_setup_required) {
      // Held for a required second factor: the dashboard opens on its set-up screen (DashboardGate).
      await signIn(result);
      await navigate(screenPath('home'));
      return;
    }
    // What the shell shows first is fetched here: it opens complete and makes no call on arrival.
    await Promise.all([signIn(result), primeNotificationCount(api, result.token), landingReady]);
    await navigate(screenPath('home'));
  };

  if (challenge) {
    return (
      <AuthLayout>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={(result) => finishSignIn(result)}
          onCancel={() => {
            setChallenge(null);
            setForm((current) => ({ ...current, password: '' }));
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Sign In
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack spacing={1}>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            fullWidth
            value={form.email_address}
            onChange={(event) => handleChange('email_address')(event.target.value)}
            error={Boolean(errors.email_address)}
            helperText={errors.email_address ?? ' '}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            fullWidth
            value={form.password}
            onChange={(event) => handleChange('password')(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? ' '}
          />
        </Stack>
        <Box sx={{ textAlign: 'right', mb: 2 }}>
          <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
            Forgot Password
          </Link>
        </Box>
        <HydratedSubmitButton
          variant="contained"
          size="large"
          fullWidth
          loading={loading}
          aria-busy={loading}
        >
          Sign In
        </HydratedSubmitButton>
        {serverError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverError}
          </Alert>
        )}
      </Box>
      <Divider sx={{ my: 3 }}>or</Divider>
      <Stack spacing={2}>
        <Button
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<KeyOutlinedIcon />}
          loading={passkeyBusy}
          aria-busy={passkeyBusy}
          onClick={() => void handlePasskey()}
        >
          {PASSKEY_TEXT.signInWithPasskey}
        </Button>
        {passkeyError && <Alert severity="error">{passkeyError}</Alert>}
        <GoogleSignInButton />
      </Stack>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        New to dRisk?{' '}
        <Link component={RouterLink} to={screenPath('register')}>
          Register
        </Link>
      </Typography>
      <MountOnceOpened open={forgotOpen}>
        <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      </MountOnceOpened>
    </AuthLayout>
  );
}
