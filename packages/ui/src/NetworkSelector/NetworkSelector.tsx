import type { ChangeEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useThemeProps, type SxProps, type Theme } from '@mui/material/styles';
import type { Network } from '@drisk/contract';
import { NETWORKS } from '@drisk/contract/client';

/** Props of {@link NetworkSelector}. */
export interface NetworkSelectorProps {
  /** The chosen network filter. */
  value: Network;
  /** Called with the network the user picks. */
  onChange: (network: Network) => void;
  /**
   * Disables the select.
   * @default false
   */
  disabled?: boolean;
  /**
   * Label of the select.
   * @default 'Network'
   */
  label?: string;
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

/** The Home dashboard's network filter: AllNetworks, LAN or Cellular (the names the API takes). */
export function NetworkSelector(inProps: NetworkSelectorProps) {
  const props = useThemeProps({ props: inProps, name: 'DriskNetworkSelector' });
  const { value, onChange, disabled = false, label = 'Network', className, sx } = props;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value as Network);

  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={handleChange}
      disabled={disabled}
      className={className}
      sx={[{ minWidth: 150 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {NETWORKS.map((network) => (
        <MenuItem key={network} value={network}>
          {network}
        </MenuItem>
      ))}
    </TextField>
  );
}
