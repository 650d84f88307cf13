import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  FILE_STRUCTURE_ROLES,
  STORAGE_ROOT,
  STORAGE_TEXT,
  UI_TEXT,
  can,
  screenPath,
  type RoleId,
} from '@drisk/contract/client';
import { EmptyState, FileBrowser, useText, useToast, type FileBrowserEntry } from '@drisk/ui';
import { useApi } from '../api/ApiProvider';
import { useSession } from '../session/SessionProvider';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { breadcrumbsOf, isInside, toBrowserEntry } from './fileEntries';
import { GatewayFileServer } from './gatewayFileServer';
import { saveDownload } from './saveDownload';
import { uploadWithProgress } from './uploadWithProgress';
import { useLiveFileStructure, type FolderListing } from './useLiveFileStructure';
import { useSharingDevices } from './useSharingDevices';
import { useUploads, type SendFile } from './useUploads';

/**
 * The gateway's own storage (/dashboard/mqttFileSharing, /dashboard/mqttSubFileSharing below the top;
 * spec 3 §2.5-2.6): its internal storage or an external drive (mountpoint). When the gateway cannot be
 * reached the list says so (spec 3 §8). Files are copied to the cloud with the Copy picker
 * (fileSharing/copyToCloud, copy_cloud).
 *
 * Two ways to list a folder. The primary one is the live channel over MQTT (useLiveFileStructure): it is
 * how spec 3 §2.6 fills this screen, and it reaches the gateway through the api's broker wherever the
 * browser is, where the gateway's file server answers only on the gateway's own network. The broker grants
 * it to FILE_STRUCTURE_ROLES (the Owner, who alone sees the external drives). The HTTP listing of the
 * gateway's file server (spec 3 §2.5's local browser) stays for the other roles, who browse the internal
 * storage only; every change (folders, rename, delete, upload, download) goes over HTTP for all, since the
 * live channel carries listings only.
 */
export function GatewayFilesPage() {
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
  const device = sharing.device;
  const mount = params.get('mountpoint');
  const mountpoint =
    deviceId && mount && (mount === deviceId || mount.startsWith(`${deviceId}-`)) ? mount : deviceId;
  const root = mountpoint ? STORAGE_ROOT(mountpoint) : '';
  const requested = params.get('path') ?? root;
  const path = mountpoint && isInside(root, requested) ? requested : root;
  const canWrite = can(device?.role_id ?? null, 'copyToCloud');
  const server = useMemo(
    () => (device?.localStorageServer ? new GatewayFileServer(device.localStorageServer, token) : null),
    [device?.localStorageServer, token],
  );
  const driveName = device?.external_drive.find((drive) => drive.device_id === mountpoint)?.device_name;
  const rootLabel = driveName ?? (mountpoint === deviceId ? text.internalStorage : (mountpoint ?? ''));

  const [attempt, setAttempt] = useState(0);
  const sharingSettled = !sharing.loading || sharing.data !== undefined;
  const live = device != null && FILE_STRUCTURE_ROLES.includes(device.role_id as RoleId);
  const liveListing = useLiveFileStructure(
    live && deviceId && mountpoint ? { deviceId, mountpoint, path } : null,
    attempt,
  );
  const [httpListing, setListing] = useState<FolderListing>({ data: undefined, error: null, loading: true });
  useEffect(() => {
    if (!sharingSettled || live) return;
    if (!server) {
      setListing({ data: undefined, error: UI_TEXT.deviceUnreachable, loading: false });
      return;
    }
    let current = true;
    setListing((previous) => ({ ...previous, loading: true }));
    server.list(path).then(
      (data) => current && setListing({ data, error: null, loading: false }),
      // A failed folder listing reads as the spec's offline message, whatever the cause.
      () => current && setListing({ data: undefined, error: UI_TEXT.deviceUnreachable, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [server, path, attempt, sharingSettled, live]);
  const listing = live ? liveListing : httpListing;
  const relist = useCallback(() => setAttempt((value) => value + 1), []);

  const goTo = (next: string) =>
    void navigate(
      screenPath(
        next === root ? 'mqttFileSharing' : 'mqttSubFileSharing',
        {},
        {
          device_id: deviceId ?? undefined,
          mountpoint: mountpoint ?? undefined,
          path: next === root ? undefined : next,
        },
      ),
    );

  const change = async (action: () => Promise<{ message: string }>) => {
    try {
      const reply = await action();
      showToast(reply.message, 'success');
      relist();
    } catch (cause) {
      showError(cause);
      throw cause;
    }
  };

  const send: SendFile = useCallback(
    async (file, onProgress, signal) => {
      if (!server || !deviceId) throw new Error(UI_TEXT.deviceUnreachable);
      await server.call('validatingDeviceSize', {
        device_id: deviceId,
        file_size: file.size,
        file_names: [file.name],
        desPath: path,
      });
      await uploadWithProgress({
        url: server.url('uploadFiles'),
        token,
        fields: { desPath: path },
        file,
        onProgress,
        signal,
      });
    },
    [server, deviceId, path, token],
  );
  const uploads = useUploads(
    send,
    relist,
    useCallback((message: string) => showToast(message, 'error'), [showToast]),
  );

  const download = (chosen: readonly FileBrowserEntry[]) => {
    if (!server) return;
    const single = chosen.length === 1 && chosen[0].type === 'file';
    const url = server.url(single ? 'downloadFiles' : 'downloadFoldersWeb', {
      path: JSON.stringify(chosen.map((entry) => entry.path)),
    });
    saveDownload(
      url,
      token,
      single ? chosen[0].name : `${chosen.length === 1 ? chosen[0].name : mountpoint}.zip`,
    ).catch(showError);
  };

  const cloudFolders = useCallback(
    async (folder: string) =>
      (await api.call('cloudGetFolders', { body: { device_id: deviceId ?? '', path: folder } })).result.map(
        toBrowserEntry,
      ),
    [api, deviceId],
  );

  if (!deviceId || !mountpoint) {
    return (
      <Box component="section">
        <ScreenHeader />
        <EmptyState title={ui.noDeviceConnected} />
      </Box>
    );
  }

  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <ScreenHeader />
      <Button
        component={RouterLink}
        to={screenPath('dataSharing')}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        {text.dataSharingTitle}
      </Button>
      <FileBrowser
        label={rootLabel}
        entries={listing.data?.map(toBrowserEntry)}
        breadcrumbs={breadcrumbsOf(root, path, rootLabel)}
        onNavigate={goTo}
        loading={listing.loading}
        error={listing.error}
        onRetry={() => {
          void sharing.reload();
          relist();
        }}
        onDownload={download}
        onCreateFolder={
          canWrite && server
            ? (name) => change(() => server.call('createDirectory', { path: `${path}/${name}` }))
            : undefined
        }
        onRename={
          canWrite && server
            ? (entry, newName) => change(() => server.call('renameFiles', { source: entry.path, newName }))
            : undefined
        }
        onDelete={
          canWrite && server
            ? (chosen) => change(() => server.call('deleteFile', { path: chosen.map((entry) => entry.path) }))
            : undefined
        }
        moveCopy={
          canWrite
            ? {
                title: text.copyToCloud,
                menuLabel: text.copyToCloud,
                modes: ['copy'],
                rootPath: STORAGE_ROOT(deviceId),
                loadFolders: cloudFolders,
                devices: device ? [{ id: device.device_id, label: device.device_name }] : [],
                deviceId,
                onTransfer: (chosen, dest) =>
                  change(() =>
                    api.call('copyToCloud', {
                      body: {
                        module: 'copy_cloud',
                        device_id: deviceId,
                        source: chosen.map((entry) => entry.path),
                        dest,
                      },
                    }),
                  ),
              }
            : undefined
        }
        onUpload={canWrite && server ? uploads.start : undefined}
        uploads={uploads.uploads}
        onCancelUpload={uploads.cancel}
        onRetryUpload={uploads.retry}
      />
    </Box>
  );
}
