import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CLOUD_LISTING_PAGE_SIZE,
  STORAGE_MESSAGES,
  STORAGE_TEXT,
  type CloudListingRequest,
  type FileEntry,
} from '@drisk/contract';
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
    expect(server.callsOf('cloudFileStructure')[0].body).toEqual({
      device_id: 'DRA-100001',
      path: ROOT,
      limit: CLOUD_LISTING_PAGE_SIZE,
    });
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

  it('lists a large folder a page at a time, the next page as the list is scrolled to its end', async () => {
    const folder: FileEntry[] = Array.from({ length: CLOUD_LISTING_PAGE_SIZE + 50 }, (_, i) => ({
      type: 'file',
      name: `f${String(i).padStart(4, '0')}`,
      filename: `${ROOT}/f${String(i).padStart(4, '0')}`,
      lastmod: 'Sat, 21 Nov 2026 10:00:00 GMT',
      size: i,
    }));
    const { server } = renderScreen(<CloudFilesPage />, {
      path: `/dashboard/fileSharing?device_id=DRA-100001`,
      routes: {
        dataSharing: { result: [ALPHA_SHARING] },
        cloudFileStructure: (call) => {
          const { limit = folder.length, after } = call.body as CloudListingRequest;
          const from = after ? folder.findIndex((entry) => entry.name === after.name) + 1 : 0;
          return { result: folder.slice(from, from + limit) };
        },
      },
    });
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '-1');
    expect(server.callsOf('cloudFileStructure')).toHaveLength(1);
    const rows = within(grid).getAllByRole('rowgroup')[0];
    rows.scrollTop = CLOUD_LISTING_PAGE_SIZE * 56;
    fireEvent.scroll(rows);
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(folder.length + 1)));
    expect(server.callsOf('cloudFileStructure')[1].body).toEqual({
      device_id: 'DRA-100001',
      path: ROOT,
      limit: CLOUD_LISTING_PAGE_SIZE,
      after: { type: 'file', name: folder[CLOUD_LISTING_PAGE_SIZE - 1].name },
    });
    expect(screen.getByRole('row', { name: folder[CLOUD_LISTING_PAGE_SIZE].name })).toBeInTheDocument();
  });
});
