import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { PageHeader } from '@drisk/ui';
import { useSession } from '../session/SessionProvider';

export interface ScreenHeaderProps {
  /** The screen's title, its h1. */
  title: string;
  /** Controls on the right, e.g. Home's battery. */
  actions?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The header every signed-in screen opens with: its title, then the connected device with its status in
 * brackets, or 'No device connected' (spec 1 §2.5 and the screens that follow its pattern).
 */
export function ScreenHeader({ title, actions, sx }: ScreenHeaderProps) {
  const { connectedDevice } = useSession();
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
