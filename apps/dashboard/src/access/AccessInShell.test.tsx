import { describe, expect, it } from 'vitest';
import { screen, configure } from '@testing-library/react';
import { renderApp } from '../test/render';
import { createFakeServer } from '../test/fakeServer';
import { ALPHA, OWNER } from '../test/demoData';
import { ALPHA_SETTINGS } from '../test/demoSettings';
import { ALPHA_ENDPOINTS, ALPHA_PARENTAL } from './testParental';

// Dialog transitions and toasts can outlast findBy's default second on a busy machine (2 cores, parallel files).
configure({ asyncUtilTimeout: 5000 });

const ok = (result: unknown) => ({ statusCode: 200, message: 'OK', result });

describe('Settings and Access Controls inside the shell', () => {
  it('are routed screens (no longer coming soon), reached from the sidebar', async () => {
    const server = createFakeServer({
      getAllDriskDevices: ok({ device_details: [ALPHA] }),
      getNotificationCount: ok({ count: 0 }),
      getSettings: ok([ALPHA_SETTINGS]),
      getParentalSettings: ok([ALPHA_PARENTAL]),
      getAllIOTDevices: ok({ devices: ALPHA_ENDPOINTS }),
    });
    const { user } = renderApp('/dashboard/settings', {
      server,
      session: { token: 'owner-token', user: OWNER, connectedDevice: ALPHA },
    });

    // The shell and the screen are lazy chunks: the first render takes longer than findBy's default second.
    expect(await screen.findByRole('region', { name: 'Security' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Access' }));
    expect(await screen.findByRole('region', { name: 'Schedule' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Access Controls' })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });
});
