import { Alert, Box, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { TWO_FACTOR_TEXT, screenPath, twoFactorRequiredReason } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { AccountLogoutButton } from '../account/AccountLogoutButton';
import { TwoFactorCard } from '../account/TwoFactorCard';
import { useApiQuery } from '../api/useApiQuery';
import { useSession } from '../session/SessionProvider';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { AuthLayout } from './AuthLayout';

/**
 * Issue 16: what a user sees after signing in while their company or a device's owner requires a second
 * factor they have not set up. The server answers this session nothing but the set-up calls, so the shell
 * is not shown: only Account's two-factor set-up (the same card, opened on its first step) and Logout.
 * Once the recovery codes are saved, the session is free and Home opens.
 */
export function TwoFactorRequiredPage() {
  const text = useText(TWO_FACTOR_TEXT);
  useDocumentTitle(text.requiredTitle);
  const navigate = useNavigate();
  const { finishTwoFactorSetup } = useSession();
  const { data: status } = useApiQuery('twoFactorStatus');

  const handleEnrolled = async () => {
    await finishTwoFactorSetup();
    await navigate(screenPath('home'), { replace: true });
  };

  return (
    <AuthLayout maxWidth={560}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {text.requiredTitle}
        </Typography>
        {status?.required_by && (
          <Alert severity="info">{twoFactorRequiredReason(status.required_by, text)}</Alert>
        )}
        <Typography color="text.secondary">{text.requiredHint}</Typography>
        <TwoFactorCard onEnrolled={() => void handleEnrolled()} />
        <Box>
          <AccountLogoutButton />
        </Box>
      </Stack>
    </AuthLayout>
  );
}
