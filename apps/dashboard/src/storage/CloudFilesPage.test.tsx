import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STORAGE_MESSAGES, STORAGE_TEXT } from '@drisk/contract';
import { renderScreen } from '../test/render';
import { CloudFilesPage } from './CloudFilesPage';
import { ALPHA_SHARING, CLOUD_ENTRIES, ROOT } from './storageTestData';

function open(path = `/dashboard/fileSharing?device_id=DRA-100001`, sharing = ALPHA_SHARING) {
  return renderScreen(<CloudFilesPage />, {
    path,
    routes: {
      dataSharing: { result: [sharing] },
      cloudFileStructure: { result: CLOUD_ENTRIES },
      cloudCreateDirectory: { message: STORAGE_MESSAGES.folderCreated, result: {} },
      cloudDeleteFile: { statusCode: 404, message: STORAGE_MESSAGES.notFound },
      copyToCloud: { message: STORAGE_MESSAGES.copied, result: {} },
    },
  });
}

describe('CloudFilesPage', () => {
  it("lists the device's cloud root and opens a folder as the sub-browser", async () => {
    const { server, user, router } = open();
    expect(await screen.findByRole('row', { name: 'notes.txt' })).toBeInTheDocument();
    expect(server.callsOf('cloudFileStructure')[0].body).toEqual({ device_id: 'DRA-100001', path: ROOT });
    await user.click(screen.getByRole('row', { name: 'Photos' }));
    expect(router.state.location.pathname).toBe('/dashboard/subFileSharing');
    expect(new URLSearchParams(router.state.location.search).get('path')).toBe(`${ROOT}/Photos`);
  });

  it('creates a folder in the open folder, tells the server message and lists again', async () => {
    const { server, user } = open(
      `/dashboard/subFileSharing?device_id=DRA-100001&path=${encodeURIComponent(`${ROOT}/Photos`)}`,
    );
    await screen.findByRole('row', { name: 'notes.txt' });
    expect(screen.getByRole('button', { name: 'dRisk-Alpha' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New' }));
    await user.click(screen.getByRole('menuitem', { name: STORAGE_TEXT.createFolder }));
    await user.type(screen.getByLabelText(STORAGE_TEXT.folderName), '2026{Enter}');
    expect(await screen.findByText(STORAGE_MESSAGES.folderCreated)).toBeInTheDocument();
    expect(server.callsOf('cloudCreateDirectory')[0].body).toEqual({
      device_id: 'DRA-100001',
      path: `${ROOT}/Photos/2026`,
    });
    expect(server.callsOf('cloudFileStructure').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's refusal in an error toast", async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Actions for notes.txt' }));
    await user.click(screen.getByRole('menuitem', { name: STORAGE_TEXT.delete }));
    const dialog = screen.getByRole('dialog', { name: STORAGE_TEXT.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: STORAGE_TEXT.delete }));
    expect(await screen.findByText(STORAGE_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('copies a file to the external drive with copy_drive', async () => {
    const { server, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Actions for notes.txt' }));
    await user.click(screen.getByRole('menuitem', { name: STORAGE_TEXT.copyToExternalDrive }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: STORAGE_TEXT.copy }));
    expect(await screen.findByText(STORAGE_MESSAGES.copied)).toBeInTheDocument();
    expect(server.callsOf('copyToCloud')[0].body).toEqual({
      module: 'copy_drive',
      device_id: 'DRA-100001',
      filename: `${ROOT}/notes.txt`,
      desPath: '/dRisk/DRA-100001-USB1',
    });
  });

  it('offers a Guest browsing and download only', async () => {
    open(undefined, { ...ALPHA_SHARING, role_id: 2, external_drive: [] });
    await screen.findByRole('row', { name: 'notes.txt' });
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: STORAGE_TEXT.upgrade })).not.toBeInTheDocument();
  });
});
