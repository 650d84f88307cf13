import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { UI_TEXT, screenPath } from '@drisk/contract/client';
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
  useDocumentTitle(UI_TEXT.notFoundHeading);
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
        {UI_TEXT.notFoundTitle}
      </Typography>
      <Typography variant="h5" component="h2">
        {UI_TEXT.notFoundHeading}
      </Typography>
      <Typography color="text.secondary">{UI_TEXT.notFoundBody}</Typography>
      <Typography color="text.secondary">{UI_TEXT.notFoundDetail}</Typography>
      {signedIn ? (
        <Button component={RouterLink} to={screenPath('home')} variant="contained" sx={{ mt: 2 }}>
          Back to Home
        </Button>
      ) : (
        <Button component={RouterLink} to={screenPath('signIn')} variant="contained" sx={{ mt: 2 }}>
          {UI_TEXT.backToLogin}
        </Button>
      )}
    </Box>
  );
}
