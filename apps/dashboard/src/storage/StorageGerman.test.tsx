import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY, STORAGE_MESSAGES } from '@drisk/contract/client';
import { SCREEN_TEXT_DE, STORAGE_MESSAGES_DE, STORAGE_TEXT_DE, UI_TEXT_DE } from '@drisk/contract/i18n/de';
import { renderScreen } from '../test/render';
import { CloudFilesPage } from './CloudFilesPage';
import { DataSharingPage } from './DataSharingPage';
import { ALPHA_SHARING } from './storageTestData';

const WITH_DRIVES = { ...ALPHA_SHARING, localStorageServer: 'http://192.168.1.20:8000' };

afterEach(() => localStorage.clear());

describe('Data Sharing and Data Storage in German', () => {
  it('shows Data Sharing in German, the expiry date written the German way', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    renderScreen(<DataSharingPage />, {
      path: '/dashboard/dataSharing',
      routes: { dataSharing: { result: [WITH_DRIVES] } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.dataSharing }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: STORAGE_TEXT_DE.backToCotGroups })).toHaveAttribute(
      'href',
      '/dashboard/trusted',
    );
    expect(screen.getByRole('combobox', { name: STORAGE_TEXT_DE.selectDevice })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: STORAGE_TEXT_DE.cloudStorage }),
    ).toBeInTheDocument();
    // 12/31/2026 from the api, as German writes a date.
    expect(
      screen.getByText(
        `${STORAGE_TEXT_DE.currentPlan}: ${ALPHA_SHARING.current_plan} · ${STORAGE_TEXT_DE.expiryDate}: 31.12.2026`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STORAGE_TEXT_DE.upgrade })).toHaveAttribute(
      'href',
      '/dashboard/upgradePlan',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: STORAGE_TEXT_DE.externalDriveTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STORAGE_TEXT_DE.internalStorage })).toBeInTheDocument();
  });

  it('says in German that no device is connected', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    renderScreen(<DataSharingPage />, { path: '/dashboard/dataSharing', session: { connectedDevice: null } });
    // The header says it, and so does the screen's empty state.
    expect(await screen.findAllByText(UI_TEXT_DE.noDeviceConnected)).toHaveLength(2);
  });

  it("shows Data Storage's way back and Upgrade in German, and the file call's refusal translated", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    renderScreen(<CloudFilesPage />, {
      path: '/dashboard/fileSharing?device_id=DRA-100001',
      routes: {
        dataSharing: { result: [ALPHA_SHARING] },
        cloudFileStructure: { statusCode: 404, message: STORAGE_MESSAGES.notFound },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.fileSharing }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: STORAGE_TEXT_DE.dataSharingTitle })).toHaveAttribute(
      'href',
      '/dashboard/dataSharing',
    );
    expect(await screen.findByRole('link', { name: STORAGE_TEXT_DE.upgrade })).toBeInTheDocument();
    expect(await screen.findByText(STORAGE_MESSAGES_DE.notFound)).toBeInTheDocument();
  });
});
