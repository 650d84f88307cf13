import { PWA_TEXT } from '@drisk/contract/client';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useThemeProps, type SxProps, type Theme } from '@mui/material/styles';

/** Props of {@link UpdatePrompt}. */
export interface UpdatePromptProps {
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
  const { open, onReload, className, sx } = useThemeProps({ props: inProps, name: 'DriskUpdatePrompt' });
  return (
    <Snackbar
      open={open}
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
