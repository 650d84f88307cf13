import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { PageHeader } from '@drisk/ui';
import { useSession } from '../session/SessionProvider';
import { useScreenTitle } from './useScreenTitle';

export interface ScreenHeaderProps {
  /** Controls on the right, e.g. Home's battery. */
  actions?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The header every signed-in screen opens with: its title as the registry (screens.tsx) and the top bar
 * name it, then the connected device with its status in brackets, or 'No device connected' (spec 1 §2.5 and
 * the screens that follow its pattern).
 */
export function ScreenHeader({ actions, sx }: ScreenHeaderProps) {
  const { connectedDevice } = useSession();
  const title = useScreenTitle();
  return (
    <PageHeader
      title={title}
      deviceName={connectedDevice?.name ?? null}
      deviceStatus={connectedDevice?.status ?? null}
      actions={actions}
      sx={sx}
    />
  );
}
