import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { STORAGE_TEXT } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { DataSharingPage } from './DataSharingPage';
import { ALPHA_SHARING } from './storageTestData';

const GUEST_VIEW = { ...ALPHA_SHARING, role_id: 2, external_drive: [] };

function open(result: unknown[] = [ALPHA_SHARING]) {
  return renderScreen(<DataSharingPage />, {
    path: '/dashboard/dataSharing',
    routes: { dataSharing: { result } },
  });
}

describe('DataSharingPage', () => {
  it('asks for the connected device and shows its cloud donut, plan and the way back to CoT groups', async () => {
    const { server } = open();
    expect(
      await screen.findByRole('button', { name: 'dRisk-Alpha: 25% used, 1.25 GB / 5 GB, 3.75 GB available' }),
    ).toBeInTheDocument();
    expect(server.callsOf('dataSharing')[0].body).toEqual({ device_id: 'DRA-100001' });
    expect(screen.getByText(/Current plan: Basic 10 GB · Expiry date: 12\/31\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STORAGE_TEXT.backToCotGroups })).toHaveAttribute(
      'href',
      '/dashboard/trusted',
    );
  });

  it('opens the cloud browser from the donut', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^dRisk-Alpha: / }));
    expect(await screen.findByText('Arrived at /dashboard/fileSharing')).toBeInTheDocument();
  });

  it("offers the Owner 'Upgrade' and the external drives, which open the gateway browser", async () => {
    const { user } = open([{ ...ALPHA_SHARING, localStorageServer: 'http://192.168.1.20:8000' }]);
    expect(await screen.findByRole('link', { name: STORAGE_TEXT.upgrade })).toHaveAttribute(
      'href',
      '/dashboard/upgradePlan',
    );
    await user.click(
      screen.getByRole('button', { name: /^USB drive 1: 50% used, 32 GB \/ 64 GB, 32 GB available/ }),
    );
    expect(await screen.findByText('Arrived at /dashboard/mqttFileSharing')).toBeInTheDocument();
  });

  it('shows a Guest neither Upgrade nor drives', async () => {
    open([{ ...GUEST_VIEW, localStorageServer: 'http://192.168.1.20:8000' }]);
    await screen.findByRole('button', { name: /^dRisk-Alpha: / });
    expect(screen.queryByRole('link', { name: STORAGE_TEXT.upgrade })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^USB drive 1/ })).not.toBeInTheDocument();
  });
});
