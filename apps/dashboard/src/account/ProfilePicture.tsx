import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { ACCOUNT_TEXT, UI_TEXT } from '@drisk/contract/client';
import { useFormatters, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { compressProfilePicture } from './compressProfilePicture';
import { PROFILE_PICTURE_TYPES, profileImageSrc } from './profileImage';

export interface ProfilePictureProps {
  /** Bare base64 of the current picture; empty shows the default avatar. */
  profileUrl: string;
  fullName: string;
  /** Called after the server accepted a new picture, so the profile can reload. */
  onUploaded: () => void;
}

type UploadPhase = { step: 'idle' } | { step: 'compressing'; percent: number } | { step: 'uploading' };

/** The Account screen's picture with its Upload button: compress in the browser, then PUT user/profilePic. */
export function ProfilePicture({ profileUrl, fullName, onUploaded }: ProfilePictureProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [phase, setPhase] = useState<UploadPhase>({ step: 'idle' });
  const { mutate: uploadPicture } = useApiMutation('profilePic');
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const text = useText(ACCOUNT_TEXT);
  const ui = useText(UI_TEXT);
  const { percent } = useFormatters();
  const busy = phase.step !== 'idle';

  const handleFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again fires another change.
    input.value = '';
    if (!file) return;

    setPhase({ step: 'compressing', percent: 0 });
    let base64: string;
    try {
      base64 = await compressProfilePicture(file, (percent) => setPhase({ step: 'compressing', percent }));
    } catch (cause) {
      // The spec only logs a compression failure; we also tell the user why nothing happened.
      console.error('Profile picture compression failed', cause);
      showToast(ui.profilePictureCompressionFailed, 'error');
      setPhase({ step: 'idle' });
      return;
    }

    setPhase({ step: 'uploading' });
    try {
      const reply = await uploadPicture({ body: { profile_url: base64 } });
      showToast(reply.message, 'success');
      onUploaded();
    } catch (cause) {
      showError(cause);
    } finally {
      setPhase({ step: 'idle' });
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', minWidth: 160 }}>
      <Avatar
        src={profileImageSrc(profileUrl)}
        alt={profileUrl ? text.pictureOf(fullName) : undefined}
        aria-label={profileUrl ? undefined : text.defaultPicture}
        role={profileUrl ? undefined : 'img'}
        sx={{ width: 112, height: 112 }}
      />
      <input
        ref={inputRef}
        type="file"
        accept={PROFILE_PICTURE_TYPES}
        aria-label={text.uploadPicture}
        hidden
        onChange={(event) => void handleFileChange(event)}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadIcon />}
        disabled={busy}
        aria-describedby={busy ? progressId : undefined}
        onClick={() => inputRef.current?.click()}
      >
        {text.upload}
      </Button>
      {busy && (
        <Box sx={{ width: '100%' }} id={progressId}>
          <LinearProgress
            variant={phase.step === 'compressing' ? 'determinate' : 'indeterminate'}
            value={phase.step === 'compressing' ? phase.percent : undefined}
            aria-label={phase.step === 'compressing' ? text.compressingPicture : text.uploadingPicture}
          />
          <Typography variant="caption" color="text.secondary" role="status">
            {phase.step === 'compressing'
              ? text.compressing(percent(Math.round(phase.percent)))
              : text.uploading}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
