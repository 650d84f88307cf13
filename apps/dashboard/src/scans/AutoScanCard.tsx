import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import type { ScanOverview } from '@drisk/contract';
import { QUARANTINE_VALUES, SCAN_TEXT, UI_TEXT, can } from '@drisk/contract/client';
import { ToggleCard, useText, useToast } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';

type AutoScan = ScanOverview['auto_scan'][number];
type AutoScanField = keyof AutoScan;

export interface AutoScanCardProps {
  deviceId: string;
  /** auto_scan[0] of the overview. */
  setting: AutoScan;
  roleId: number | null;
}

/**
 * The Auto Scan toggle and, only while it is on, the Quarantine status (spec 2 §2, §4), both sent through
 * settings/updateSettings like the Settings screen's toggles. A Guest sees them disabled (spec 2 §6).
 */
export function AutoScanCard({ deviceId, setting, roleId }: AutoScanCardProps) {
  const ui = useText(UI_TEXT);
  const text = useText(SCAN_TEXT);
  const { mutate } = useApiMutation('updateSettings');
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const [shown, setShown] = useState(setting);
  const [loadedFrom, setLoadedFrom] = useState(setting);
  if (setting !== loadedFrom) {
    setLoadedFrom(setting);
    setShown(setting);
  }
  const [busy, setBusy] = useState<AutoScanField | null>(null);
  const allowed = (type: AutoScanField) => can(roleId, 'updateSettings', { body: { type } });

  const change = async <F extends AutoScanField>(type: F, value: AutoScan[F]) => {
    const previous = shown[type];
    setShown((current) => ({ ...current, [type]: value }));
    setBusy(type);
    try {
      const reply = await mutate({ body: { device_id: deviceId, type, [type]: value } });
      showToast(reply.message, 'success');
    } catch (cause) {
      setShown((current) => ({ ...current, [type]: previous }));
      showError(cause);
    } finally {
      setBusy(null);
    }
  };

  return (
    <ToggleCard
      title={ui.autoScanLabel}
      items={[
        {
          field: 'openvas_autoscan_flag',
          label: ui.autoScanLabel,
          checked: shown.openvas_autoscan_flag === 1,
          disabled: !allowed('openvas_autoscan_flag'),
          help: ui.autoScanTooltip,
        },
      ]}
      busyField={busy}
      onToggle={(_field, next) => void change('openvas_autoscan_flag', next ? 1 : 0)}
    >
      {shown.openvas_autoscan_flag === 1 && (
        <TextField
          select
          size="small"
          fullWidth
          label={ui.quarantineStatusLabel}
          value={shown.openvas_autoscan_value}
          disabled={!allowed('openvas_autoscan_value') || busy === 'openvas_autoscan_value'}
          onChange={(event) =>
            void change('openvas_autoscan_value', event.target.value as AutoScan['openvas_autoscan_value'])
          }
          sx={{ mt: 2 }}
        >
          {QUARANTINE_VALUES.map((level) => (
            <MenuItem key={level} value={level}>
              {text.quarantine[level]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ToggleCard>
  );
}
