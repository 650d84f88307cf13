import { useState } from 'react';
import { Box, Card, CardContent, IconButton, List, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ACCOUNT_TEXT, SERVER } from '@drisk/contract/client';
import { DelayedSpinner, LoadError, useFormatters, useText } from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';
import { AccountLogoutButton } from './AccountLogoutButton';
import { AppearanceCard } from './AppearanceCard';
import { LanguageCard } from './LanguageCard';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EditDetailsDialog } from './EditDetailsDialog';
import { ProfilePicture } from './ProfilePicture';
import { ProfileRow } from './ProfileRow';
import { PasskeysCard } from './PasskeysCard';
import { TwoFactorCard } from './TwoFactorCard';
import { canChangePassword } from './canChangePassword';
import { usernameOf } from './usernameOf';
import { ScreenHeader } from '../shared/ScreenHeader';

type OpenDialog = 'edit' | 'password' | null;

/**
 * Account (/dashboard/profile): picture, name, details, Edit Details, Change Password, Logout, and the
 * colour scheme of both apps on this browser.
 */
export function AccountPage() {
  const { data: profile, error, loading, reload } = useApiQuery('profile');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const text = useText(ACCOUNT_TEXT);
  const server = useText(SERVER);
  const format = useFormatters();

  return (
    <Box component="section">
      <ScreenHeader />
      {error && <LoadError message={error.message} onRetry={() => void reload()} />}
      {loading && !profile && <DelayedSpinner label={text.loadingProfile} />}
      {profile && (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Card>
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
                <ProfilePicture
                  profileUrl={profile.profile_url}
                  fullName={profile.full_name}
                  onUploaded={reload}
                />
                <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0, textAlign: { xs: 'center', sm: 'left' } }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', justifyContent: { xs: 'center', sm: 'flex-start' } }}
                  >
                    <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                      {profile.full_name}
                    </Typography>
                    <Tooltip title={text.editDetails}>
                      <IconButton aria-label={text.editDetails} onClick={() => setDialog('edit')}>
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    @{usernameOf(profile.email_address)}
                  </Typography>
                  <Box sx={{ pt: 1 }}>
                    <AccountLogoutButton />
                  </Box>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <List aria-label={text.accountDetails} disablePadding>
              <ProfileRow label={text.birthday} value={format.wireDate(profile.dob)} />
              <ProfileRow label={text.email} value={profile.email_address} />
              <ProfileRow label={text.phoneNumber} value={profile.phone_number} />
              {canChangePassword(profile.loginType) ? (
                <ProfileRow
                  label={text.changePassword}
                  action={
                    <IconButton
                      edge="end"
                      aria-label={text.changePasswordLabel}
                      onClick={() => setDialog('password')}
                    >
                      <ChevronRightIcon />
                    </IconButton>
                  }
                />
              ) : (
                <ProfileRow label={text.changePassword} value={server.passwordChangeNotAllowed} />
              )}
            </List>
          </Card>
          {/* A second factor guards the password: accounts that sign in only through Google have none. */}
          {canChangePassword(profile.loginType) && <TwoFactorCard />}
          <PasskeysCard askPassword={canChangePassword(profile.loginType)} />
          <AppearanceCard />
          <LanguageCard />
        </Stack>
      )}
      {profile && dialog === 'edit' && (
        <EditDetailsDialog profile={profile} onClose={() => setDialog(null)} onSaved={reload} />
      )}
      {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} onChanged={reload} />}
    </Box>
  );
}
