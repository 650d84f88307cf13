import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Notification } from '@drisk/contract';
import { renderApp } from '../test/render';
import { createFakeServer } from '../test/fakeServer';
import { ALPHA, BETA, OWNER } from '../test/demoData';

const invite: Notification = {
  notification_id: 101,
  group_id: null,
  device_id: BETA.device_id,
  user_type: 'Guest',
  message: 'Olivia Owner invited you to dRisk-Beta as Guest',
  status: 'Pending',
  input_required: 1,
  created_date: '2026-01-15T10:00:00.000Z',
};

describe('Alerts inside the shell', () => {
  it('answering a notification brings the bell down at once', async () => {
    let answered = false;
    const server = createFakeServer({
      getAllDriskDevices: () => ({
        statusCode: 200,
        message: 'OK',
        result: { device_details: answered ? [ALPHA, BETA] : [ALPHA] },
      }),
      getNotificationCount: () => ({
        statusCode: 200,
        message: 'OK',
        result: { count: answered ? 0 : 1 },
      }),
      getNotification: () => ({
        statusCode: 200,
        message: 'OK',
        result: { records: [answered ? { ...invite, status: 'Accepted' } : invite], total_records: 1 },
      }),
      updateNotificationStatus: () => {
        answered = true;
        return { statusCode: 200, message: 'Notification updated successfully' };
      },
    });
    const { user } = renderApp('/dashboard/notification', {
      server,
      session: { token: 'owner-token', user: OWNER, connectedDevice: ALPHA },
    });

    // The shell and the screen are lazy chunks: the first render takes longer than findBy's default second.
    const card = await screen.findByRole('article', { name: invite.message }, { timeout: 5000 });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 waiting' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('link', { name: 'Notifications, 0 waiting' })).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Accepted' })).toBeInTheDocument();
    // The accepted invitation's device is known without a page reload.
    expect(server.callsOf('getAllDriskDevices').length).toBeGreaterThanOrEqual(2);
  });
});
