import { describe, expect, it } from 'vitest';
import { screen, waitFor, within, configure } from '@testing-library/react';
import { SERVER, UI_TEXT, type DriskDevice } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { ALPHA } from '../test/demoData';
import type { FakeReply } from '../test/fakeServer';
import { fill } from '../test/fill';
import { SettingsPage } from './SettingsPage';
import { DISCONNECT_PATH, NEARBY_NETWORKS, NETWORKS_PATH, settingsWith } from '../test/demoSettings';

// Dialog transitions and toasts can outlast findBy's default second on a busy machine (2 cores, parallel files).
configure({ asyncUtilTimeout: 5000 });

type NetworksAnswer = FakeReply | (() => FakeReply | Promise<FakeReply>);

/** Settings with Wi-Fi Mode on, so the page lists the networks the fake gateway reports. */
function openWithNetworks(networks: NetworksAnswer, connectedDevice: DriskDevice | null = ALPHA) {
  const view = renderScreen(<SettingsPage />, {
    path: '/dashboard/settings',
    session: { connectedDevice },
    routes: {
      getSettings: { result: [settingsWith({ wifi_mode: 1 })] },
      connectWiFiClient: { message: 'Connected to Library-Guest' },
    },
  });
  view.server.on('getAvailableWiFiNetworks', networks);
  view.server.on('disconnectFromClient', { statusCode: 200, message: 'Disconnected from CafeNet' });
  return view;
}

const networksCard = () => screen.findByRole('region', { name: UI_TEXT.availableNetworksTitle });
const found = (networks = NEARBY_NETWORKS): FakeReply => ({
  statusCode: 200,
  message: 'OK',
  result: networks,
});

describe('Available Wi-Fi networks', () => {
  it("says 'Scanning for networks..' until the gateway answers, then its message and each network", async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const { server } = openWithNetworks(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    const card = await networksCard();
    expect(await within(card).findByText(UI_TEXT.scanningNetworks)).toBeInTheDocument();

    const zulu = { ssid: 'Zulu-Home', bssid: 'aa:bb:cc:00:00:09', connected_status: '0' };
    answer({ ...found([zulu, ...[...NEARBY_NETWORKS].reverse()]), message: '3 networks found' });
    const list = await within(card).findByRole('list', { name: 'Wi-Fi networks' });
    expect(within(card).queryByText(UI_TEXT.scanningNetworks)).not.toBeInTheDocument();
    // The scanning text is replaced by the server's message.
    expect(within(card).getByRole('status')).toHaveTextContent('3 networks found');
    expect(within(list).getByText('CafeNet')).toBeInTheDocument();
    // The joined network first, then by name, whatever order the gateway reported.
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/CafeNet|Library-Guest|Zulu-Home/).textContent)).toEqual([
      'CafeNet',
      'Library-Guest',
      'Zulu-Home',
    ]);
    expect(within(list).getByRole('button', { name: 'Connected to CafeNet' })).toHaveTextContent('Connected');
    expect(within(list).getByRole('button', { name: 'Connect to Library-Guest' })).toHaveTextContent(
      'Connect',
    );
    expect(server.callsOf('getAvailableWiFiNetworks').map((call) => call.path)).toEqual([NETWORKS_PATH]);
  });

  it('shows the server message when no network was found', async () => {
    openWithNetworks({ statusCode: 200, message: 'No networks in range', result: [] });
    expect(await within(await networksCard()).findByText('No networks in range')).toBeInTheDocument();
  });

  it("falls back to 'No Network Available' when the empty answer has no message", async () => {
    openWithNetworks({ statusCode: 200, message: '', result: [] });
    expect(await within(await networksCard()).findByText(UI_TEXT.noNetworkAvailable)).toBeInTheDocument();
  });

  it('shows why a scan failed and scans again on request', async () => {
    let failing = true;
    const { user } = openWithNetworks(() =>
      failing ? { statusCode: 504, message: SERVER.gatewayTimeout } : found(),
    );
    const card = await networksCard();
    expect(await within(card).findByText(SERVER.gatewayTimeout)).toBeInTheDocument();
    failing = false;
    await user.click(within(card).getByRole('button', { name: 'Scan again' }));
    expect(await within(card).findByText('Library-Guest')).toBeInTheDocument();
    expect(within(card).queryByText(SERVER.gatewayTimeout)).not.toBeInTheDocument();
  });

  it('asks Switch Networks? before connecting while joined to another network, then sends the password', async () => {
    const { server, user } = openWithNetworks(found());
    const card = await networksCard();
    await user.click(await within(card).findByRole('button', { name: 'Connect to Library-Guest' }));

    const question = screen.getByRole('dialog', { name: UI_TEXT.switchNetworksTitle });
    expect(question).toHaveTextContent(UI_TEXT.switchNetworksText);
    await user.click(within(question).getByRole('button', { name: 'Switch' }));

    const dialog = await screen.findByRole('dialog', { name: UI_TEXT.connectNetworkTitle });
    expect(dialog).toHaveTextContent('Library-Guest');
    await fill(user, within(dialog).getByLabelText('Password'), 'library-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText('Connected to Library-Guest')).toBeInTheDocument();
    expect(server.callsOf('connectWiFiClient').map((call) => call.body)).toEqual([
      {
        ssid: 'Library-Guest',
        password: 'library-pass-1',
        device_id: ALPHA.device_id,
        bssid: 'aa:bb:cc:00:00:02',
      },
    ]);
    // The list is scanned again after connecting.
    await waitFor(() =>
      expect(server.callsOf('getAvailableWiFiNetworks').map((call) => call.path)).toEqual([
        NETWORKS_PATH,
        NETWORKS_PATH,
      ]),
    );
  });

  it('opens CONNECT TO NETWORK at once when not joined to any network; Cancel sends nothing', async () => {
    const free = NEARBY_NETWORKS.map((network) => ({ ...network, connected_status: '0' }));
    const { server, user } = openWithNetworks(found(free));
    const card = await networksCard();
    await user.click(await within(card).findByRole('button', { name: 'Connect to CafeNet' }));
    expect(screen.getByRole('dialog', { name: UI_TEXT.connectNetworkTitle })).toHaveTextContent('CafeNet');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsOf('connectWiFiClient')).toHaveLength(0);
  });

  it('shows a refused connection as an error toast with the server message', async () => {
    const { server, user } = openWithNetworks(
      found(NEARBY_NETWORKS.map((n) => ({ ...n, connected_status: '0' }))),
    );
    server.on('connectWiFiClient', { statusCode: 400, message: 'Incorrect Wi-Fi password' });
    const card = await networksCard();
    await user.click(await within(card).findByRole('button', { name: 'Connect to CafeNet' }));
    const dialog = screen.getByRole('dialog', { name: UI_TEXT.connectNetworkTitle });
    await fill(user, within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('Incorrect Wi-Fi password', { selector: '.MuiSnackbar-root *' }),
    ).toBeVisible();
    // The open dialog hides the toast from assistive technology, so the dialog reads the refusal out itself.
    const stillOpen = screen.getByRole('dialog', { name: UI_TEXT.connectNetworkTitle });
    expect(within(stillOpen).getByRole('alert')).toHaveTextContent('Incorrect Wi-Fi password');
  });

  it('Connected opens Disconnect Device; Disconnect calls disconnectFromClient with the device id', async () => {
    const { server, user } = openWithNetworks(found());
    const card = await networksCard();
    await user.click(await within(card).findByRole('button', { name: 'Connected to CafeNet' }));
    const dialog = screen.getByRole('dialog', { name: UI_TEXT.disconnectNetworkTitle });
    expect(dialog).toHaveTextContent(UI_TEXT.disconnectNetworkText);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText('Disconnected from CafeNet')).toBeInTheDocument();
    expect(server.callsOf('disconnectFromClient').map((call) => call.path)).toEqual([DISCONNECT_PATH]);
    await waitFor(() =>
      expect(server.callsOf('getAvailableWiFiNetworks').map((call) => call.path)).toEqual([
        NETWORKS_PATH,
        NETWORKS_PATH,
      ]),
    );
  });

  it('a Guest sees the networks without Connect or disconnect', async () => {
    openWithNetworks(found(), { ...ALPHA, role_id: 2 });
    const card = await networksCard();
    expect(await within(card).findByRole('button', { name: 'Connect to Library-Guest' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Connected to CafeNet' })).toBeDisabled();
  });
});
