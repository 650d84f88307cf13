import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { UI_TEXT } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { ALPHA, BETA } from '../test/demoData';
import { SwitchDevicePage } from './SwitchDevicePage';
import { GAMMA } from './switchDeviceTestData';

describe('SwitchDevicePage', () => {
  it('groups the devices into Connected Device and Available Device with their status', async () => {
    renderScreen(<SwitchDevicePage />, {
      path: '/dashboard/switchDevices',
      routes: { getAllDriskDevices: { result: { device_details: [ALPHA, BETA, GAMMA] } } },
    });
    const connected = await screen.findByRole('list', { name: 'Connected Device' });
    expect(within(connected).getByText('dRisk-Alpha')).toBeInTheDocument();
    expect(within(connected).queryByRole('button')).not.toBeInTheDocument();
    const available = screen.getByRole('list', { name: 'Available Device' });
    expect(
      within(available).getByRole('button', { name: 'Switch to dRisk-Beta (Active)' }),
    ).toBeInTheDocument();
    expect(within(available).getByText('(Inactive)')).toBeInTheDocument();
  });

  it('switches to an available device, shows the success modal and goes Home on Ok', async () => {
    let switched = false;
    const { server, user } = renderScreen(<SwitchDevicePage />, {
      path: '/dashboard/switchDevices',
      routes: {
        getAllDriskDevices: () => ({
          result: {
            device_details: switched
              ? [
                  { ...ALPHA, is_connected: 'disconnected' },
                  { ...BETA, is_connected: 'connected' },
                ]
              : [ALPHA, BETA],
          },
        }),
        updateDeviceConnectionStatus: () => {
          switched = true;
          return { message: UI_TEXT.switchSuccessText, result: { device_id: BETA.device_id, role_id: 3 } };
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Switch to dRisk-Beta (Active)' }));

    const dialog = await screen.findByRole('dialog', { name: UI_TEXT.switchSuccessTitle });
    expect(within(dialog).getByText(UI_TEXT.switchSuccessText)).toBeInTheDocument();
    expect(server.callsOf('updateDeviceConnectionStatus').map((call) => call.body)).toEqual([
      { device_id: BETA.device_id },
    ]);
    // The session's devices are fetched again instead of reloading the page.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('ConnectedDevice') ?? 'null')).toMatchObject({
        name: 'dRisk-Beta',
      }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Arrived at /dashboard/home')).toBeInTheDocument();
  });

  it('shows a refused switch as an error toast and no success modal', async () => {
    const { user } = renderScreen(<SwitchDevicePage />, {
      path: '/dashboard/switchDevices',
      routes: {
        getAllDriskDevices: { result: { device_details: [ALPHA, BETA] } },
        updateDeviceConnectionStatus: { statusCode: 403, message: 'You do not have access to this device' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Switch to dRisk-Beta (Active)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this device');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says No device connected when the user has no devices', async () => {
    renderScreen(<SwitchDevicePage />, {
      path: '/dashboard/switchDevices',
      session: { connectedDevice: null },
      routes: { getAllDriskDevices: { result: { device_details: [] } } },
    });
    expect(await screen.findAllByText(UI_TEXT.noDeviceConnected)).not.toHaveLength(0);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
