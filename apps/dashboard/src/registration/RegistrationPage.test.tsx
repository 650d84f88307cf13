import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SERVER, UI_TEXT, VALIDATION } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { ALPHA, BETA } from '../test/demoData';
import { RegistrationPage } from './RegistrationPage';
import { GAMMA } from './registrationTestData';

const PATH = '/dashboard/registration';

describe('RegistrationPage', { timeout: 90_000 }, () => {
  it('groups the devices with their status colour and the Registered label; connected rows rename and delete', async () => {
    renderScreen(<RegistrationPage />, {
      path: PATH,
      routes: { getAllDriskDevices: { result: { device_details: [ALPHA, BETA, GAMMA] } } },
    });
    const connected = await screen.findByRole('list', { name: UI_TEXT.connectedDeviceGroup });
    expect(within(connected).getByText('(Active)')).toHaveStyle({ color: 'rgb(46, 125, 50)' });
    expect(within(connected).getByText(UI_TEXT.registeredLabel)).toBeInTheDocument();
    expect(within(connected).getByRole('button', { name: 'Rename dRisk-Alpha' })).toBeInTheDocument();
    expect(within(connected).getByRole('button', { name: 'Unregister dRisk-Alpha' })).toBeInTheDocument();

    const available = screen.getByRole('list', { name: UI_TEXT.availableDeviceGroup });
    expect(within(available).getByText('(Inactive)')).toHaveStyle({ color: 'rgb(198, 40, 40)' });
    // Available rows delete only; a Guest's device has no delete either (only its Owner unregisters it).
    expect(within(available).queryByRole('button', { name: /^Rename/ })).not.toBeInTheDocument();
    expect(within(available).getByRole('button', { name: 'Unregister dRisk-Beta' })).toBeInTheDocument();
    expect(
      within(available).queryByRole('button', { name: 'Unregister dRisk-Gamma' }),
    ).not.toBeInTheDocument();
  });

  it("says 'No device connected' without devices, and still offers Add device", async () => {
    renderScreen(<RegistrationPage />, {
      path: PATH,
      routes: { getAllDriskDevices: { result: { device_details: [] } } },
    });
    expect(await screen.findByText(UI_TEXT.noDeviceConnected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI_TEXT.addDeviceButton })).toBeInTheDocument();
  });

  it("renames a device, refusing an empty name with 'Enter a name'", async () => {
    let name = ALPHA.name;
    const { server, user } = renderScreen(<RegistrationPage />, {
      path: PATH,
      routes: {
        getAllDriskDevices: () => ({ result: { device_details: [{ ...ALPHA, name }] } }),
        updateDriskDevices: (call) => {
          name = (call.body as { device_name: string }).device_name;
          return { message: SERVER.deviceRenamedRegistration, result: null };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Rename dRisk-Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT.renameDeviceTitle });
    const field = within(dialog).getByLabelText(UI_TEXT.deviceNameLabel);
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(VALIDATION.deviceNameRequiredRegistration)).toBeInTheDocument();
    expect(server.callsOf('updateDriskDevices')).toEqual([]);

    await user.type(field, 'Garage');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(SERVER.deviceRenamedRegistration)).toBeInTheDocument();
    expect(server.callsOf('updateDriskDevices').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id, device_name: 'Garage' },
    ]);
    expect(await screen.findByRole('button', { name: 'Users of Garage' })).toBeInTheDocument();
  });

  it('unregisters a device only after the confirmation', async () => {
    let devices = [ALPHA, BETA];
    const { server, user } = renderScreen(<RegistrationPage />, {
      path: PATH,
      routes: {
        getAllDriskDevices: () => ({ result: { device_details: devices } }),
        unRegisterDevice: () => {
          devices = [ALPHA];
          return { message: SERVER.deviceUnregistered, result: null };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Unregister dRisk-Beta' }));
    let dialog = await screen.findByRole('dialog', { name: UI_TEXT.unregisterTitle });
    expect(within(dialog).getByText(UI_TEXT.unregisterText('dRisk-Beta'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsOf('unRegisterDevice')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unregister dRisk-Beta' }));
    dialog = await screen.findByRole('dialog', { name: UI_TEXT.unregisterTitle });
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT.unregisterButton }));
    expect(await screen.findByText(SERVER.deviceUnregistered)).toBeInTheDocument();
    expect(server.callsOf('unRegisterDevice').map((call) => call.body)).toEqual([
      { device_id: BETA.device_id },
    ]);
    await waitFor(() => expect(screen.queryByText('dRisk-Beta')).not.toBeInTheDocument());
  });

  it('adds a device with its id and claim code, and shows a refusal as the server words it', async () => {
    let claimed = false;
    const { server, user } = renderScreen(<RegistrationPage />, {
      path: PATH,
      routes: {
        getAllDriskDevices: () => ({
          result: {
            device_details: claimed ? [{ ...ALPHA, device_id: 'DRN-200001', name: 'DRN-200001' }] : [],
          },
        }),
        claimDevice: (call) => {
          const body = call.body as { claim_code: string };
          if (body.claim_code !== '7KQ2-M9XD-R4TB') return { statusCode: 400, message: SERVER.claimRefused };
          claimed = true;
          return { message: SERVER.deviceClaimed, result: { device_id: 'DRN-200001', role_id: 3 } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: UI_TEXT.addDeviceButton }));
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT.addDeviceTitle });
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT.addDeviceButton }));
    expect(within(dialog).getByText(VALIDATION.claimDeviceIdRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(VALIDATION.claimCodeRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(UI_TEXT.claimDeviceIdLabel), 'DRN-200001');
    await user.type(within(dialog).getByLabelText(UI_TEXT.claimCodeLabel), 'AAAA-BBBB-CCCC');
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT.addDeviceButton }));
    expect(await screen.findByText(SERVER.claimRefused)).toBeInTheDocument();

    const code = within(dialog).getByLabelText(UI_TEXT.claimCodeLabel);
    await user.clear(code);
    await user.type(code, '7KQ2-M9XD-R4TB');
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT.addDeviceButton }));
    expect(await screen.findByText(SERVER.deviceClaimed)).toBeInTheDocument();
    expect(server.callsOf('claimDevice').at(-1)?.body).toEqual({
      device_id: 'DRN-200001',
      claim_code: '7KQ2-M9XD-R4TB',
    });
    expect(await screen.findByRole('button', { name: 'Users of DRN-200001' })).toBeInTheDocument();
  });

  it("opens a device's user list with the device in the navigation state", async () => {
    const { user } = renderScreen(<RegistrationPage />, {
      path: PATH,
      routes: { getAllDriskDevices: { result: { device_details: [ALPHA, BETA] } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Users of dRisk-Beta' }));
    expect(await screen.findByText('Arrived at /dashboard/connectedUsers')).toBeInTheDocument();
  });
});
