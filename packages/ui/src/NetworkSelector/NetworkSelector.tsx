import type { ChangeEvent, Ref } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Network } from '@drisk/contract';
import { NETWORKS, WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { networkSelectorClasses } from './networkSelectorClasses';

/** Props of {@link NetworkSelector}. */
export interface NetworkSelectorProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
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
  const props = useDriskProps(inProps, 'DriskNetworkSelector', networkSelectorClasses.root);
  const { value, onChange, disabled = false, label: labelProp, ref, className, sx } = props;
  const t = useText(WIDGET_TEXT);
  const label = labelProp ?? t.network;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value as Network);

  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={handleChange}
      disabled={disabled}
      ref={ref}
      className={className}
      sx={[{ minWidth: 150 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {NETWORKS.map((network) => (
        <MenuItem key={network} value={network}>
          {t.networks[network]}
        </MenuItem>
      ))}
    </TextField>
  );
}
