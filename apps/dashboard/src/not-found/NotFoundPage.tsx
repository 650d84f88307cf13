import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { NOT_FOUND_TEXT, UI_TEXT, screenPath } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { useDocumentTitle } from '../shared/useDocumentTitle';

export interface NotFoundPageProps {
  /**
   * Inside the signed-in shell the way back is Home; signed out it is the sign-in screen (spec 1 §2.1).
   * @default false
   */
  signedIn?: boolean;
}

/** Oops! 404 Not Found: any route that does not exist, and every /dashboard route while signed out. */
export function NotFoundPage({ signedIn = false }: NotFoundPageProps) {
  const ui = useText(UI_TEXT);
  const text = useText(NOT_FOUND_TEXT);
  useDocumentTitle(ui.notFoundHeading);
  return (
    <Box
      component={signedIn ? 'section' : 'main'}
      sx={{
        minHeight: signedIn ? 360 : '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: 2,
      }}
    >
      <Typography variant="h2" component="h1" color="primary" sx={{ fontWeight: 700 }}>
        {ui.notFoundTitle}
      </Typography>
      <Typography variant="h5" component="h2">
        {ui.notFoundHeading}
      </Typography>
      <Typography color="text.secondary">{ui.notFoundBody}</Typography>
      <Typography color="text.secondary">{ui.notFoundDetail}</Typography>
      {signedIn ? (
        <Button component={RouterLink} to={screenPath('home')} variant="contained" sx={{ mt: 2 }}>
          {text.backToHome}
        </Button>
      ) : (
        <Button component={RouterLink} to={screenPath('signIn')} variant="contained" sx={{ mt: 2 }}>
          {ui.backToLogin}
        </Button>
      )}
    </Box>
  );
}
