import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { ROLE, SERVER, UI_TEXT, VALIDATION, WIRE_DATE_FORMAT } from '@drisk/contract';
import { renderScreen } from '../test/render';
import type { FakeRoutes } from '../test/fakeServer';
import { ALPHA } from '../test/demoData';
import { fill } from '../test/fill';
import { IotDetailsPage } from './IotDetailsPage';
import { iotDetailsState, type IotDetailsOrigin } from './iotDetailsState';
import { exportDateError } from './exportDateError';
import { BLOCKED_CASINO, PHONE } from './iotDetailsTestData';

const TODAY = dayjs().format(WIRE_DATE_FORMAT);

function renderDetails(routes: FakeRoutes = {}, from: IotDetailsOrigin | null = 'home') {
  return renderScreen(<IotDetailsPage />, {
    path: '/dashboard/iotdetails',
    routes: { getVulnerabilityLogs: { result: [] }, ...routes },
    state: from === null ? undefined : iotDetailsState(PHONE, from),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('IotDetailsPage', () => {
  it("shows the endpoint's name, IP and MAC, and asks for today's issues of its address", async () => {
    const { server } = renderDetails();
    expect(await screen.findByText(UI_TEXT.noLogsAvailable)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: PHONE.name })).toBeInTheDocument();
    const addresses = screen.getByRole('list', { name: 'Addresses' });
    expect(within(addresses).getByText(PHONE.ip_address)).toBeInTheDocument();
    expect(within(addresses).getByText(PHONE.mac_address)).toBeInTheDocument();
    expect(server.callsOf('getVulnerabilityLogs').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id, date: TODAY, ip_address: PHONE.ip_address },
    ]);
  });

  it('offers a Guest no rename (a Guest may not rename)', async () => {
    renderScreen(<IotDetailsPage />, {
      path: '/dashboard/iotdetails',
      routes: { getVulnerabilityLogs: { result: [] } },
      state: iotDetailsState(PHONE, 'home'),
      session: { connectedDevice: { ...ALPHA, role_id: ROLE.Guest } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: PHONE.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename device' })).not.toBeInTheDocument();
  });

  it('lists the blocked accesses of the day under Blocked', async () => {
    renderDetails({
      getVulnerabilityLogs: {
        result: [
          BLOCKED_CASINO,
          { website_access: 'ads.example', description: 'Blocked website', date: 'yesterday evening' },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Blocked' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('casino.example');
    expect(items[0]).toHaveTextContent('Blocked by keyword rule');
    expect(items[0]).toHaveTextContent('Nov, 18 2026 14:05');
    // A date the browser cannot read is shown as the server sent it.
    expect(items[1]).toHaveTextContent('yesterday evening');
    expect(screen.queryByText(UI_TEXT.noLogsAvailable)).not.toBeInTheDocument();
  });

  it('explains itself and links back to Home when opened without an endpoint', async () => {
    const { server, user } = renderDetails({}, null);
    expect(await screen.findByText('No device chosen')).toBeInTheDocument();
    expect(server.callsOf('getVulnerabilityLogs')).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByText('Arrived at /dashboard/home')).toBeInTheDocument();
  });

  it.each([
    ['Home', 'home' as const, null, '/dashboard/home'],
    ['the map', 'map' as const, null, '/dashboard/map'],
    ['the admin map', 'map' as const, 'true', '/dashboard/admin'],
  ])('goes back to where it came from: %s', async (_label, from, isAdminMap, target) => {
    const { router } = renderDetails({}, from);
    await screen.findByText(UI_TEXT.noLogsAvailable);
    if (isAdminMap) {
      // Set once signed in (rendering starts a fresh session), then the screen is opened again.
      sessionStorage.setItem('IsAdminMap', isAdminMap);
      await act(() => router.navigate('/dashboard/iotdetails', { state: iotDetailsState(PHONE, from) }));
    }
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', target);
  });
});

describe('Rename Device', () => {
  it('asks for a name and sends nothing while it is empty', async () => {
    const { server, user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Rename device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Device' });
    const field = within(dialog).getByRole('textbox', { name: 'Device Name' });
    expect(field).toHaveValue(PHONE.name);
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText(VALIDATION.deviceNameRequired)).toBeInTheDocument();
    expect(server.callsOf('iotRename')).toEqual([]);
  });

  it('sends the device, the trimmed name and the MAC, and shows the name the server stored', async () => {
    const { server, user } = renderDetails({
      iotRename: { message: 'Device renamed successfully', result: [{ name: 'Kitchen Tablet' }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Rename device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Device' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Device Name' }), '  kitchen tablet ');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Kitchen Tablet' })).toBeInTheDocument();
    expect(screen.getByText('Device renamed successfully')).toBeInTheDocument();
    expect(server.callsOf('iotRename').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id, name: 'kitchen tablet', mac_address: PHONE.mac_address },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts each opening from the current name, dropping what was typed and cancelled', async () => {
    const { user } = renderDetails();
    const rename = await screen.findByRole('button', { name: 'Rename device' });
    await user.click(rename);
    let dialog = await screen.findByRole('dialog', { name: 'Rename Device' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Device Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(rename);
    dialog = await screen.findByRole('dialog', { name: 'Rename Device' });
    expect(within(dialog).getByRole('textbox', { name: 'Device Name' })).toHaveValue(PHONE.name);
    expect(within(dialog).queryByText(VALIDATION.deviceNameRequired)).not.toBeInTheDocument();
  });
});

describe('Export Issues', () => {
  async function openExport(routes: FakeRoutes = {}) {
    const view = renderDetails(routes);
    await view.user.click(await screen.findByRole('button', { name: 'Export Issues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Issues' });
    return { ...view, dialog };
  }

  it('refuses an end date before the start date: the message shows and Download is blocked', async () => {
    const { user, dialog, server } = await openExport();
    const end = within(dialog).getByRole('group', { name: 'End Date' });
    await user.click(within(end).getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('{ArrowDown}');

    expect(await within(dialog).findByText(VALIDATION.endBeforeStart)).toBeInTheDocument();
    const download = within(dialog).getByRole('button', { name: 'Download' });
    expect(download).toBeDisabled();
    // Enter in the field submits the form all the same: nothing goes out.
    await user.keyboard('{Enter}');
    expect(server.callsOf('exportCSV')).toEqual([]);
  });

  it('downloads the range: sends it and opens the file in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog, server } = await openExport({
      exportCSV: { result: { url: '/api/3.0/user/exportFile/abc123' } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/api/3.0/user/exportFile/abc123', '_blank', 'noopener'),
    );
    expect(server.callsOf('exportCSV').map((call) => call.body)).toEqual([
      { device_id: ALPHA.device_id, ip_address: PHONE.ip_address, start_date: TODAY, end_date: TODAY },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'No data to export' when the range has no issues", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog } = await openExport({
      exportCSV: { statusCode: 400, message: SERVER.noDataToExport },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(SERVER.noDataToExport)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('exportDateError', () => {
  const day = (text: string) => dayjs(text);
  it('accepts the same day and a later end, and refuses an earlier end', () => {
    expect(exportDateError(day('2026-11-18'), day('2026-11-18'))).toBeNull();
    expect(exportDateError(day('2026-11-18'), day('2026-11-19'))).toBeNull();
    expect(exportDateError(day('2026-11-18'), day('2026-11-17'))).toBe(VALIDATION.endBeforeStart);
    // Only the day counts, not the time of day.
    expect(exportDateError(day('2026-11-18T18:00'), day('2026-11-18T09:00'))).toBeNull();
  });
});
