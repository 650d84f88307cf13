import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_PAGE_SIZE, UI_TEXT, type Notification } from '@drisk/contract';
import { renderScreen } from '../test/render';
import type { RecordedCall } from '../test/fakeServer';
import { ALPHA, BETA } from '../test/demoData';
import { AlertsPage } from './AlertsPage';

const notification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  notification_id: id,
  group_id: null,
  device_id: ALPHA.device_id,
  user_type: 'Guest',
  message: `Notification number ${id}`,
  status: 'Accepted',
  input_required: 0,
  created_date: '2026-01-15T10:00:00.000Z',
  ...overrides,
});

/** 25 notifications served a page at a time, as the server does. */
const pagedNotifications = (call: RecordedCall) => {
  const all = Array.from({ length: 25 }, (_, index) => notification(index + 1));
  const page = Number(call.query.page);
  const size = Number(call.query.page_size);
  return { result: { records: all.slice((page - 1) * size, page * size), total_records: all.length } };
};

const invite = notification(101, {
  message: 'Olivia Owner invited you to dRisk-Beta as Guest',
  device_id: BETA.device_id,
  status: 'Pending',
  input_required: 1,
});
const groupInvite = notification(102, {
  message: 'You were invited to the group Family',
  group_id: 7,
  status: 'Pending',
  input_required: 1,
});

describe('AlertsPage', () => {
  it('asks for the first page one-based and the next page as page=2', async () => {
    const { server, user } = renderScreen(<AlertsPage />, {
      path: '/dashboard/notification',
      routes: { getNotification: pagedNotifications },
    });

    expect(await screen.findByText('Notification number 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(server.callsOf('getNotification')[0].query).toEqual({
      page: '1',
      page_size: String(NOTIFICATION_PAGE_SIZE),
    });

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByText('Notification number 11')).toBeInTheDocument();
    expect(screen.queryByText('Notification number 1')).not.toBeInTheDocument();
    expect(server.callsOf('getNotification').at(-1)?.query).toEqual({
      page: '2',
      page_size: String(NOTIFICATION_PAGE_SIZE),
    });
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no notifications', async () => {
    renderScreen(<AlertsPage />, {
      path: '/dashboard/notification',
      routes: { getNotification: { result: { records: [], total_records: 0 } } },
    });
    expect(await screen.findByText(UI_TEXT.noNotifications)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to page/ })).not.toBeInTheDocument();
  });

  it('accepting a device invitation sends user_type, then reloads the list, the bell and the devices', async () => {
    let answered = false;
    const { server, user } = renderScreen(<AlertsPage />, {
      path: '/dashboard/notification',
      routes: {
        getNotification: () => ({
          result: { records: [answered ? { ...invite, status: 'Accepted' } : invite], total_records: 1 },
        }),
        getNotificationCount: () => ({ result: { count: answered ? 0 : 1 } }),
        getAllDriskDevices: { result: { device_details: [ALPHA, BETA] } },
        updateNotificationStatus: () => {
          answered = true;
          return { message: 'Notification updated successfully' };
        },
      },
    });

    const card = await screen.findByRole('article', { name: invite.message });
    await waitFor(() => expect(server.callsOf('getNotificationCount')).toHaveLength(1));
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Notification updated successfully')).toBeInTheDocument();
    expect(server.callsOf('updateNotificationStatus').map((call) => call.body)).toEqual([
      { id: 101, status: 'Accepted', device_id: BETA.device_id, user_type: 'Guest' },
    ]);
    expect(await within(card).findByRole('button', { name: 'Accepted' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsOf('getNotificationCount')).toHaveLength(2));
    expect(server.callsOf('getAllDriskDevices')).toHaveLength(1);
  });

  it('rejecting a group invitation sends group_id instead of user_type and leaves the devices alone', async () => {
    const { server, user } = renderScreen(<AlertsPage />, {
      path: '/dashboard/notification',
      routes: {
        getNotification: { result: { records: [groupInvite], total_records: 1 } },
        updateNotificationStatus: { message: 'Notification updated successfully' },
      },
    });

    const card = await screen.findByRole('article', { name: groupInvite.message });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Notification updated successfully')).toBeInTheDocument();
    expect(server.callsOf('updateNotificationStatus').map((call) => call.body)).toEqual([
      { id: 102, status: 'Rejected', device_id: ALPHA.device_id, group_id: 7 },
    ]);
    await waitFor(() => expect(server.callsOf('getNotification')).toHaveLength(2));
    expect(server.callsOf('getAllDriskDevices')).toHaveLength(0);
  });

  it('clicking an Accepted label resends Accepted', async () => {
    const answered = notification(5, { status: 'Accepted', input_required: 1 });
    const { server, user } = renderScreen(<AlertsPage />, {
      path: '/dashboard/notification',
      routes: {
        getNotification: { result: { records: [answered], total_records: 1 } },
        getAllDriskDevices: { result: { device_details: [ALPHA] } },
        updateNotificationStatus: { message: 'Notification updated successfully' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accepted' }));
    await waitFor(() =>
      expect(server.callsOf('updateNotificationStatus').map((call) => call.body)).toEqual([
        { id: 5, status: 'Accepted', device_id: ALPHA.device_id, user_type: 'Guest' },
      ]),
    );
  });

  it('shows a refused answer as an error toast with the server message', async () => {
    const { user } = renderScreen(<AlertsPage />, {
      path: '/dashboard/notification',
      routes: {
        getNotification: { result: { records: [invite], total_records: 1 } },
        updateNotificationStatus: { statusCode: 409, message: 'This notification does not need an answer' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('This notification does not need an answer');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('shows why the list could not be loaded and loads it again on Retry', async () => {
    let failing = true;
    const { user } = renderScreen(<AlertsPage />, {
      path: '/dashboard/notification',
      routes: {
        getNotification: () =>
          failing
            ? { statusCode: 500, message: 'Something went wrong on our side. Please try again.' }
            : { result: { records: [invite], total_records: 1 } },
      },
    });
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(invite.message)).toBeInTheDocument();
  });
});
