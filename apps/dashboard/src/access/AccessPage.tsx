import { useMemo, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { ACCESS_TEXT, UI_TEXT, can, normaliseAccessWindows } from '@drisk/contract/client';
import { DelayedSpinner, EmptyState, LoadError, useText, useToast } from '@drisk/ui';
import { useApiQuery } from '../api/useApiQuery';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { useSession } from '../session/SessionProvider';
import { KeywordsCard } from './KeywordsCard';
import { LimitAccessCard } from './LimitAccessCard';
import { ScheduleCard } from './ScheduleCard';
import { SelectedDevicesCard } from './SelectedDevicesCard';
import {
  deviceChoicesOf,
  formOf,
  joinList,
  limitAccessOf,
  preselectedDevices,
  scheduleModeOf,
  splitList,
  windowsOfForm,
  withLimitAccess,
  withScheduleMode,
  withWindows,
  type ParentalDevice,
  type ParentalForm,
} from './parentalForm';
import { ScreenHeader } from '../shared/ScreenHeader';

/**
 * Access Controls (/dashboard/access): which endpoints the parental rules cover, what they limit, the
 * keywords or websites, and when they hold; Save sends them all (spec 1 §2.6). A Guest only reads them.
 */
export function AccessPage() {
  const { connectedDevice, roleId } = useSession();
  const deviceId = connectedDevice?.device_id ?? '';
  const input = useMemo(() => ({ body: { device_id: deviceId } }), [deviceId]);
  const parental = useApiQuery('getParentalSettings', input, { enabled: Boolean(deviceId) });
  const endpoints = useApiQuery('getAllIOTDevices', input, { enabled: Boolean(deviceId) });
  const { mutate: save, loading: saving } = useApiMutation('updateParentalSettings');
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const text = useText(ACCESS_TEXT);
  const ui = useText(UI_TEXT);
  const readOnly = !can(roleId, 'updateParentalSettings');

  // The form starts from every answer of getParentalSettings (the first load and the reload after Save).
  const [form, setForm] = useState<ParentalForm | null>(null);
  const [chosenDevices, setChosenDevices] = useState<ParentalDevice[] | null>(null);
  const [loadedFrom, setLoadedFrom] = useState(parental.data);
  if (parental.data !== loadedFrom) {
    setLoadedFrom(parental.data);
    setForm(parental.data ? formOf(parental.data[0]) : null);
    setChosenDevices(null);
  }

  const record = parental.data?.[0];
  const endpointList = endpoints.data?.devices ?? [];
  const devices = chosenDevices ?? record?.devices ?? preselectedDevices(endpointList);
  const choices = deviceChoicesOf(endpointList, devices);

  const update = (change: (current: ParentalForm) => ParentalForm) =>
    setForm((current) => current && change(current));

  const handleSave = async () => {
    if (!form) return;
    // The same check as the server's, before sending; it merges overlapping windows and its reply says so.
    const check = normaliseAccessWindows(windowsOfForm(form));
    if (!check.ok) {
      showToast(check.message, 'error');
      return;
    }
    try {
      const reply = await save({ body: { device_id: deviceId, ...form, devices } });
      showToast(reply.message, 'success');
      void parental.reload();
    } catch (cause) {
      showError(cause);
    }
  };

  return (
    <Box component="section">
      <ScreenHeader />
      {!connectedDevice ? (
        <EmptyState title={ui.noDeviceConnected} />
      ) : (
        <>
          {parental.error && (
            <LoadError message={parental.error.message} onRetry={() => void parental.reload()} />
          )}
          {parental.loading && !form && <DelayedSpinner label={text.loading} />}
          {form && (
            <>
              {readOnly && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {ui.accessGuestNotice}
                </Alert>
              )}
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                  // Each card as tall as its content: a short keyword list leaves no empty block beside Schedule.
                  alignItems: 'start',
                  gap: 2,
                }}
              >
                <SelectedDevicesCard
                  devices={devices}
                  choices={choices}
                  onChange={setChosenDevices}
                  endpointsError={endpoints.error?.message ?? null}
                  readOnly={readOnly}
                />
                <LimitAccessCard
                  value={limitAccessOf(form)}
                  onChange={(field) => update((current) => withLimitAccess(current, field))}
                  readOnly={readOnly}
                />
                <KeywordsCard
                  keywords={splitList(form.keyword)}
                  onChange={(keywords) => update((current) => ({ ...current, keyword: joinList(keywords) }))}
                  readOnly={readOnly}
                />
                <ScheduleCard
                  windows={windowsOfForm(form)}
                  mode={scheduleModeOf(form)}
                  onWindowsChange={(windows) => update((current) => withWindows(current, windows))}
                  onModeChange={(mode) => update((current) => withScheduleMode(current, mode))}
                  readOnly={readOnly}
                />
              </Box>
              {!readOnly && (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
                  <Button variant="contained" size="large" loading={saving} onClick={() => void handleSave()}>
                    {text.save}
                  </Button>
                </Box>
              )}
            </>
          )}
        </>
      )}
    </Box>
  );
}
