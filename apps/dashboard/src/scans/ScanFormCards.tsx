import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { IotDevice, ScanConfig } from '@drisk/contract';
import { SCAN_CONFIGS, SCAN_NAME_MAX_LENGTH, SCAN_TEXT, UI_TEXT } from '@drisk/contract/client';
import { DevicePickerDialog, RecurrenceEditor, useText } from '@drisk/ui';
import { targetKey, toTarget, type ScanFormValue } from './scanForm';

export interface ScanFormCardsProps {
  value: ScanFormValue;
  onChange: (value: ScanFormValue) => void;
  /** The device's endpoints, for the Paired IOT Devices dialog. */
  endpoints: readonly IotDevice[];
  /** The update screen shows the scan name read-only (spec 2 §2). */
  nameReadOnly?: boolean;
  disabled?: boolean;
  timeZone: string;
  now: number;
}

function SectionCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The cards of the create and update forms: Select the Device (with the Paired IOT Devices dialog), Scan
 * Details (name and configuration) and Create Schedule (the RecurrenceEditor).
 */
export function ScanFormCards({
  value,
  onChange,
  endpoints,
  nameReadOnly = false,
  disabled = false,
  timeZone,
  now,
}: ScanFormCardsProps) {
  const ui = useText(UI_TEXT);
  const text = useText(SCAN_TEXT);
  const [picking, setPicking] = useState(false);
  const set = (patch: Partial<ScanFormValue>) => onChange({ ...value, ...patch });
  const chosen = new Set(value.targets.map(targetKey));
  // Targets of a saved scan whose endpoint has left stay listed, so Update does not drop them unasked.
  const known = [
    ...endpoints.map(toTarget),
    ...value.targets.filter((t) => !endpoints.some((e) => targetKey(e) === targetKey(t))),
  ];

  const handleUpdate = (ids: string[]) => {
    setPicking(false);
    set({ targets: known.filter((target) => ids.includes(targetKey(target))) });
  };

  return (
    <Stack spacing={2}>
      <SectionCard title={ui.selectDeviceTitle}>
        {value.targets.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {ui.noDevicesSelected}
          </Typography>
        ) : (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
            aria-label={text.selectedDevices}
            role="list"
          >
            {value.targets.map((target) => (
              <Chip key={targetKey(target)} role="listitem" label={target.name || target.ip_address} />
            ))}
          </Box>
        )}
        <Button variant="outlined" onClick={() => setPicking(true)} disabled={disabled}>
          {ui.addRemoveDevice}
        </Button>
        <DevicePickerDialog
          open={picking}
          title={ui.pairedIotDevicesTitle}
          devices={known.map((target) => ({
            id: targetKey(target),
            name: target.name || target.ip_address,
            selected: chosen.has(targetKey(target)),
          }))}
          emptyText={ui.noDataAvailableLower}
          onUpdate={handleUpdate}
          onClose={() => setPicking(false)}
        />
      </SectionCard>

      <SectionCard title={ui.scanDetailsTitle}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={ui.scanNameLabel}
            size="small"
            fullWidth
            value={value.scanName}
            disabled={disabled}
            onChange={(event) => set({ scanName: event.target.value })}
            slotProps={{ htmlInput: { maxLength: SCAN_NAME_MAX_LENGTH, readOnly: nameReadOnly } }}
            helperText={nameReadOnly ? undefined : `${value.scanName.length}/${SCAN_NAME_MAX_LENGTH}`}
          />
          <TextField
            select
            label={ui.scanConfigLabel}
            size="small"
            fullWidth
            value={value.scanConfig}
            disabled={disabled}
            onChange={(event) => set({ scanConfig: event.target.value as ScanConfig })}
          >
            {SCAN_CONFIGS.map((config) => (
              <MenuItem key={config.value} value={config.value}>
                {text.configs[config.value]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </SectionCard>

      <SectionCard title={ui.createScheduleTitle}>
        <RecurrenceEditor
          value={value.recurrence}
          onChange={(recurrence) => set({ recurrence })}
          timeZone={timeZone}
          now={now}
          disabled={disabled}
        />
      </SectionCard>
    </Stack>
  );
}
