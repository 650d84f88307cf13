import type { Ref } from 'react';
import { PWA_TEXT } from '@drisk/contract/client';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDriskProps } from '../theme/useDriskProps';
import { updatePromptClasses } from './updatePromptClasses';

/** Props of {@link UpdatePrompt}. */
export interface UpdatePromptProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Whether a new version is waiting. */
  open: boolean;
  /** Called by Reload: the app lets the new version take over and reloads. */
  onReload: () => void;
  /**
   * Class name of the snackbar root.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the snackbar root.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * 'A new version is available' with Reload, at the bottom of the screen, after a redeployment. It stays
 * until the user reloads: the old version keeps working meanwhile, and a screen whose code has gone asks
 * for it through this prompt instead of failing.
 */
export function UpdatePrompt(inProps: UpdatePromptProps) {
  const { open, onReload, ref, className, sx } = useDriskProps(
    inProps,
    'DriskUpdatePrompt',
    updatePromptClasses.root,
  );
  return (
    <Snackbar
      open={open}
      ref={ref}
      className={className}
      sx={sx}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={PWA_TEXT.updateAvailable}
      action={
        <Button color="inherit" size="small" onClick={onReload} sx={{ fontWeight: 700 }}>
          {PWA_TEXT.updateReload}
        </Button>
      }
    />
  );
}
