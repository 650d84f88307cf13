import { useCallback, useEffect, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  API_BASE_PATH,
  ROLE,
  STORAGE_ROOT,
  STORAGE_TEXT,
  UI_TEXT,
  can,
  fillPath,
  routePaths,
  screenPath,
} from '@drisk/contract/client';
import { EmptyState, FileBrowser, StorageDonut, useText, useToast, type FileBrowserEntry } from '@drisk/ui';
import { useApi } from '../api/ApiProvider';
import { useSession } from '../session/SessionProvider';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { breadcrumbsOf, isInside, toBrowserEntry } from './fileEntries';
import { saveDownload } from './saveDownload';
import { resumableUpload } from './resumableUpload';
import { useCloudListing } from './useCloudListing';
import { useSharingDevices } from './useSharingDevices';
import { useUploads, type SendFile } from './useUploads';

/**
 * Data Storage (/dashboard/fileSharing, and /dashboard/subFileSharing below the top folder; spec 3 §2.4):
 * the device's cloud storage under /dRisk/{device_id}/ in the FileBrowser, with its usage donut and, for
 * the Owner, 'Upgrade'. The device and the folder are in the query (device_id, path), so a reload or a
 * shared link opens the same folder.
 */
export function CloudFilesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const { token } = useSession();
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const ui = useText(UI_TEXT);
  const text = useText(STORAGE_TEXT);
  const sharing = useSharingDevices(params.get('device_id'));
  const deviceId = params.get('device_id') ?? sharing.connectedId;
  const root = deviceId ? STORAGE_ROOT(deviceId) : '';
  const requested = params.get('path') ?? root;
  const path = deviceId && isInside(root, requested) ? requested : root;
  const device = sharing.device;
  const role = device?.role_id ?? null;
  const canWrite = can(role, 'cloudCreateDirectory');

  const listing = useCloudListing(deviceId, path);
  const entries = useMemo(() => listing.entries?.map(toBrowserEntry), [listing.entries]);
  const { reload: reloadListing, error: listingError } = listing;
  const listed = Boolean(listing.entries);
  // A later page that fails leaves the entries listed so far on screen: its reason comes as a toast.
  useEffect(() => {
    if (listingError && listed) showError(listingError);
  }, [listingError, listed, showError]);
  const { reload: reloadSharing } = sharing;
  const refresh = useCallback(() => {
    void reloadListing();
    void reloadSharing();
  }, [reloadListing, reloadSharing]);

  const goTo = (next: string) =>
    void navigate(
      next === root
        ? screenPath('fileSharing', {}, { device_id: deviceId ?? undefined })
        : screenPath('subFileSharing', {}, { device_id: deviceId ?? undefined, path: next }),
    );

  /** Runs a change, tells its message, lists again; a refusal is toasted and rethrown (dialogs stay open). */
  const change = async (action: () => Promise<{ message: string }>) => {
    try {
      const reply = await action();
      showToast(reply.message, 'success');
      refresh();
    } catch (cause) {
      showError(cause);
      throw cause;
    }
  };

  // Resumable (tus): the api checks the folder and the quota when the upload is created, and again per chunk.
  const send: SendFile = useCallback(
    async (file, onProgress, signal) => {
      if (!deviceId) return;
      await resumableUpload({ token, deviceId, folder: path, file, onProgress, signal });
    },
    [deviceId, path, token],
  );
  const uploads = useUploads(
    send,
    refresh,
    useCallback((message: string) => showToast(message, 'error'), [showToast]),
  );

  const loadFolders = useCallback(
    async (folder: string) => {
      const reply = await api.call('cloudGetFolders', { body: { device_id: deviceId ?? '', path: folder } });
      return reply.result.map(toBrowserEntry);
    },
    [api, deviceId],
  );

  const download = (chosen: readonly FileBrowserEntry[]) => {
    if (!deviceId) return;
    const single = chosen.length === 1 && chosen[0].type === 'file';
    const route = single ? routePaths.cloudDownloadFiles : routePaths.cloudDownloadFolders;
    const url = `${API_BASE_PATH}/${fillPath(route.path, { path: JSON.stringify(chosen.map((entry) => entry.path)) })}?device_id=${encodeURIComponent(deviceId)}`;
    const fallback = single ? chosen[0].name : `${chosen.length === 1 ? chosen[0].name : deviceId}.zip`;
    saveDownload(url, token, fallback).catch(showError);
  };

  if (!deviceId) {
    return (
      <Box component="section">
        <ScreenHeader />
        <EmptyState title={ui.noDeviceConnected} />
      </Box>
    );
  }

  const drives = role === ROLE.Owner ? (device?.external_drive ?? []) : [];
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <ScreenHeader />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Button component={RouterLink} to={screenPath('dataSharing')} startIcon={<ArrowBackIcon />}>
          {text.dataSharingTitle}
        </Button>
        {device ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <StorageDonut label={device.device_name} used={device.used} total={device.total} size={88} />
            {role === ROLE.Owner ? (
              <Button
                component={RouterLink}
                to={screenPath('upgradePlan')}
                state={{ device_id: deviceId }}
                variant="outlined"
              >
                {text.upgrade}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
      <FileBrowser
        label={text.dataStorageTitle}
        entries={entries}
        breadcrumbs={breadcrumbsOf(root, path, device?.device_name ?? deviceId)}
        onNavigate={goTo}
        loading={listing.loading}
        error={listing.error && !listing.entries ? listing.error.message : null}
        onRetry={() => void listing.reload()}
        hasMore={listing.hasMore}
        onLoadMore={listing.loadMore}
        onDownload={download}
        onCreateFolder={
          canWrite
            ? (name) =>
                change(() =>
                  api.call('cloudCreateDirectory', {
                    body: { device_id: deviceId, path: `${path}/${name}` },
                  }),
                )
            : undefined
        }
        onRename={
          canWrite
            ? (entry, newName) =>
                change(() =>
                  api.call('cloudRenameFiles', {
                    body: { device_id: deviceId, source: entry.path, newName },
                  }),
                )
            : undefined
        }
        onDelete={
          canWrite
            ? (chosen) =>
                change(() =>
                  api.call('cloudDeleteFile', {
                    body: { device_id: deviceId, path: chosen.map((entry) => entry.path) },
                  }),
                )
            : undefined
        }
        moveCopy={
          canWrite
            ? {
                rootPath: root,
                loadFolders,
                devices: device ? [{ id: device.device_id, label: device.device_name }] : [],
                deviceId,
                onTransfer: (chosen, dest, mode) =>
                  change(() =>
                    api.call(mode === 'move' ? 'cloudMoveFiles' : 'cloudCopyFiles', {
                      body: { device_id: deviceId, source: chosen.map((entry) => entry.path), dest },
                    }),
                  ),
              }
            : undefined
        }
        drives={drives.map((drive) => ({ id: drive.device_id, label: drive.device_name }))}
        onCopyToDrive={(entry, driveId) =>
          change(() =>
            api.call('copyToCloud', {
              body: {
                module: 'copy_drive',
                device_id: deviceId,
                filename: entry.path,
                desPath: STORAGE_ROOT(driveId),
              },
            }),
          )
        }
        onUpload={canWrite ? uploads.start : undefined}
        uploads={uploads.uploads}
        onCancelUpload={uploads.cancel}
        onRetryUpload={uploads.retry}
      />
    </Box>
  );
}
