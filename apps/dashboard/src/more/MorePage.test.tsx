import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { UI_TEXT, type MoreDetails } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { ALPHA } from '../test/demoData';
import { PRIVACY_NOTICE_URL } from '../shared/companyInfo';
import { MorePage } from './MorePage';

const DETAILS: MoreDetails = {
  manufacture: 'dRisk Inc.',
  model: 'DR-G1',
  device_name: 'dRisk-Alpha',
  version: '3.2.1',
  wifi_name_ssid: 'Alpha-Guest',
  wifi_password: 'alpha-secret-42',
};

const openMore = () =>
  renderScreen(<MorePage />, { path: '/dashboard/more', routes: { getMoreDetails: { result: [DETAILS] } } });

describe('MorePage', () => {
  it("asks for the connected device's details and shows them read-only", async () => {
    const { server } = openMore();
    const info = screen.getByRole('list', { name: 'Device information' });
    expect(await within(info).findByText('DR-G1')).toBeInTheDocument();
    expect(server.callsOf('getMoreDetails').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id },
    ]);
    for (const [label, value] of [
      ['Manufacture', 'dRisk Inc.'],
      ['Model', 'DR-G1'],
      ['Serial Number', 'dRisk-Alpha'],
      ['Software Version', '3.2.1'],
    ]) {
      const row = within(info).getByText(label).closest('li');
      expect(row).toHaveTextContent(value);
    }
  });

  it('masks the Wi-Fi password until Show password is pressed', async () => {
    const { user } = openMore();
    const wifi = screen.getByRole('list', { name: 'Wi-Fi' });
    expect(await within(wifi).findByText('Alpha-Guest')).toBeInTheDocument();
    expect(within(wifi).queryByText('alpha-secret-42')).not.toBeInTheDocument();
    await user.click(within(wifi).getByRole('button', { name: 'Show password' }));
    expect(within(wifi).getByText('alpha-secret-42')).toBeInTheDocument();
    await user.click(within(wifi).getByRole('button', { name: 'Hide password' }));
    expect(within(wifi).queryByText('alpha-secret-42')).not.toBeInTheDocument();
  });

  it('opens About Us with the software version in the navigation state', async () => {
    const { router, user } = openMore();
    await screen.findByText('3.2.1');
    await user.click(screen.getByRole('button', { name: 'About Us' }));
    expect(await screen.findByText('Arrived at /dashboard/aboutUs')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ version: '3.2.1' });
  });

  it('links the Privacy Notice to a new tab without an opener', async () => {
    openMore();
    await screen.findByText('3.2.1');
    const link = screen.getByRole('link', { name: /Privacy Notice/ });
    expect(link).toHaveAttribute('href', PRIVACY_NOTICE_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says No device connected and asks nothing without a connected device', async () => {
    const { server } = renderScreen(<MorePage />, {
      path: '/dashboard/more',
      session: { connectedDevice: null },
    });
    expect((await screen.findAllByText(UI_TEXT.noDeviceConnected)).length).toBeGreaterThan(0);
    expect(server.callsOf('getMoreDetails')).toHaveLength(0);
    expect(screen.queryByText('Software Version')).not.toBeInTheDocument();
  });
});
