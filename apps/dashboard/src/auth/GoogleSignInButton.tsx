import { useState } from 'react';
import { Button } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { SERVER, UI_TEXT } from '@drisk/contract/client';
import { useApiMutation } from '../api/useApiMutation';
import { lazyPage } from '../lazyPage';
import { MountOnceOpened } from '../shared/MountOnceOpened';

// Loaded with the first answer to show: the sign-in page's first paint does not need the dialog's code, and the
// per-widget entry point keeps the chunk to this one widget (the @drisk/ui index would bring every widget).
const MessageDialog = lazyPage(() => import('@drisk/ui/MessageDialog'), 'MessageDialog');

/**
 * 'Login with Google'. It asks the server whether Google sign-in is configured (GOOGLE_CLIENT_ID) and
 * explains the answer: nothing here pretends to sign anyone in.
 */
export function GoogleSignInButton() {
  const { mutate: readGoogleConfig, loading } = useApiMutation('googleConfig');
  const [message, setMessage] = useState<string | null>(null);

  const handleClick = async () => {
    try {
      const reply = await readGoogleConfig();
      setMessage(reply.result.enabled ? UI_TEXT.googleSignInUnavailable : SERVER.googleNotConfigured);
    } catch (failure) {
      setMessage(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        size="large"
        loading={loading}
        startIcon={<GoogleIcon />}
        onClick={() => void handleClick()}
      >
        Login with Google
      </Button>
      <MountOnceOpened open={message !== null}>
        <MessageDialog
          open={message !== null}
          title="Login with Google"
          message={message ?? ''}
          onClose={() => setMessage(null)}
        />
      </MountOnceOpened>
    </>
  );
}
