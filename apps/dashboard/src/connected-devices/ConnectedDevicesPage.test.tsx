import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { UI_TEXT } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { ALPHA } from '../test/demoData';
import { ConnectedDevicesPage } from './ConnectedDevicesPage';
import { PIXEL } from './connectedDevicesTestData';

const PATH = '/dashboard/connectedDevices';

describe('ConnectedDevicesPage', { timeout: 60_000 }, () => {
  it('lists the endpoints online on the connected gateway with hours connected and data used', async () => {
    const { server } = renderScreen(<ConnectedDevicesPage />, {
      path: PATH,
      routes: {
        getConnectedDevices: {
          result: [PIXEL],
        },
      },
    });
    const row = (await screen.findByText('Pixel 8')).closest('li')!;
    expect(within(row).getByText('Connected: 3.25 h')).toBeInTheDocument();
    expect(within(row).getByText('Data used: 1.23 MB')).toBeInTheDocument();
    // Read-only: nobody blocks from here.
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(server.callsOf('getConnectedDevices').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id },
    ]);
  });

  it("says so when nothing is online, and 'No device connected' without a device", async () => {
    const { unmount } = renderScreen(<ConnectedDevicesPage />, {
      path: PATH,
      routes: { getConnectedDevices: { result: [] } },
    });
    expect(await screen.findByText(UI_TEXT.noDataAvailable)).toBeInTheDocument();
    unmount();
    renderScreen(<ConnectedDevicesPage />, { path: PATH, session: { connectedDevice: null } });
    expect(await screen.findAllByText(UI_TEXT.noDeviceConnected)).toHaveLength(2);
  });
});
