import { useEffect } from 'react';
import { Box, Button } from '@mui/material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { ADMIN_CONSOLE_PATH, ADMIN_TEXT } from '@drisk/contract/client';
import { DelayedSpinner, EmptyState } from '@drisk/ui';
import { ScreenHeader } from '../shared/ScreenHeader';

/** Opens the console in this tab, so it reads this tab's session (sessionStorage is per tab). */
export const openAdminConsole = () => window.location.assign(ADMIN_CONSOLE_PATH);

/**
 * /dashboard/admin: the way into the admin console, a separate app served at /admin/ on the same origin.
 * It goes there at once; the button stays for a browser that blocks the navigation.
 */
export function AdminEntryPage() {
  useEffect(() => {
    openAdminConsole();
  }, []);
  return (
    <Box component="section">
      <ScreenHeader />
      <DelayedSpinner />
      <EmptyState
        icon={<AdminPanelSettingsOutlined fontSize="large" />}
        title={ADMIN_TEXT.consoleTitle}
        action={
          <Button variant="contained" href={ADMIN_CONSOLE_PATH}>
            {ADMIN_TEXT.openConsole}
          </Button>
        }
      />
    </Box>
  );
}
