import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import type { DEVICE_STATUS } from '@drisk/contract';
import { SHELL_TEXT, UI_TEXT, deviceStatusText } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { pageHeaderClasses } from './pageHeaderClasses';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The page title, rendered as the page's h1. */
  title: string;
  /**
   * Name of the connected device. `null` shows 'No device connected'; `undefined` shows no device line.
   * @default undefined
   */
  deviceName?: string | null;
  /**
   * Status of the connected device, shown in brackets: green when 'Active', red otherwise.
   * @default undefined
   */
  deviceStatus?: string | null;
  /**
   * Controls on the right of the header (they wrap under the title on a narrow screen).
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Class name of the root element.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the root element.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const ACTIVE: (typeof DEVICE_STATUS)[number] = 'Active';

function DeviceLine({ deviceName, deviceStatus }: Pick<PageHeaderProps, 'deviceName' | 'deviceStatus'>) {
  const ui = useText(UI_TEXT);
  const shell = useText(SHELL_TEXT);
  if (deviceName === undefined) return null;
  if (deviceName === null) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {ui.noDeviceConnected}
      </Typography>
    );
  }
  const color = !deviceStatus ? 'text.secondary' : deviceStatus === ACTIVE ? 'success.main' : 'error.main';
  return (
    <Typography variant="body2" sx={{ color, display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {deviceStatus ? <FiberManualRecord aria-hidden sx={{ fontSize: 10 }} /> : null}
      <span>
        {deviceStatus
          ? shell.deviceLine(deviceName, deviceStatusText(shell.deviceStatus, deviceStatus))
          : deviceName}
      </span>
    </Typography>
  );
}

/**
 * The top of a dashboard page: its title (h1), the connected device with its status in brackets, and
 * page actions on the right.
 */
export function PageHeader(inProps: PageHeaderProps) {
  const props = useDriskProps(inProps, 'DriskPageHeader', pageHeaderClasses.root);
  const { title, deviceName, deviceStatus, actions, ref, className, sx } = props;

  return (
    <Box
      ref={ref}
      className={className}
      sx={[
        {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
          mb: 2,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <DeviceLine deviceName={deviceName} deviceStatus={deviceStatus} />
      </Box>
      {actions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ml: 'auto' }}>
          {actions}
        </Box>
      ) : null}
    </Box>
  );
}
