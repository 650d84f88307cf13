import { useEffect, useState } from 'react';
import {
  FILE_STRUCTURE_MODULES,
  FILE_STRUCTURE_TIMEOUT_MS,
  STORAGE_ROOT,
  UI_TEXT,
  isFileStructureResponseMessage,
  topics,
} from '@drisk/contract/client';
import type { FileEntry, FileStructureRequestMessage } from '@drisk/contract';
import { useRealtimeConnection } from '@drisk/realtime';

/** One folder's entries as the page shows them. */
export interface FolderListing {
  data: FileEntry[] | undefined;
  error: string | null;
  loading: boolean;
}

export interface LiveFolder {
  /** The gateway asked. */
  deviceId: string;
  /** The storage browsed: the gateway's own id (internal storage) or an external drive's. */
  mountpoint: string;
  /** The folder, inside /dRisk/{mountpoint}. */
  path: string;
}

/** Pairs a request with its answer; not a secret (every holder of the answer topic may be asked by anyone). */
const newRequestId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const LOADING: FolderListing = { data: undefined, error: null, loading: true };

/**
 * A folder of the gateway's storage over the live channel (spec 3 §2.6, §7): subscribes to the gateway's
 * answer topic, publishes a `file_structure_request` once the broker has granted it (so the answer cannot
 * go out before we listen; again after a reconnect, with the same request_id), and takes the answer that
 * carries its request_id. No answer within FILE_STRUCTURE_TIMEOUT_MS reads as the spec's offline message; a
 * refusal shows the gateway's message. `folder` null asks nothing; a new `attempt` asks again.
 */
export function useLiveFileStructure(folder: LiveFolder | null, attempt: number): FolderListing {
  const connection = useRealtimeConnection();
  const [listing, setListing] = useState<FolderListing>(LOADING);
  const { deviceId, mountpoint, path } = folder ?? {};

  useEffect(() => {
    if (deviceId === undefined || mountpoint === undefined || path === undefined) return undefined;
    let settled = false;
    setListing((previous) => ({ ...previous, error: null, loading: true }));
    // Runs also while the connection is still being set up (the broker's address not known yet).
    const timer = setTimeout(
      () => settle({ data: undefined, error: UI_TEXT.deviceUnreachable, loading: false }),
      FILE_STRUCTURE_TIMEOUT_MS,
    );
    const leave = () => {
      settled = true;
      clearTimeout(timer);
    };
    const settle = (next: FolderListing) => {
      if (settled) return;
      leave();
      setListing(next);
    };
    if (!connection) return leave;

    const request: FileStructureRequestMessage = {
      module: FILE_STRUCTURE_MODULES.request,
      request_id: newRequestId(),
      mountpoint: STORAGE_ROOT(mountpoint),
      path,
      device_id: deviceId,
      selected_device_id: mountpoint,
    };
    const stop = connection.subscribe(
      topics.fileStructureResponse(deviceId),
      (answer) => {
        if (!isFileStructureResponseMessage(answer) || answer.request_id !== request.request_id) return;
        settle(
          answer.statusCode === 200
            ? { data: answer.result, error: null, loading: false }
            : { data: undefined, error: answer.message, loading: false },
        );
      },
      {
        onSubscribed: () => {
          if (!settled) connection.publish(topics.fileStructureRequest(deviceId), request);
        },
      },
    );
    return () => {
      leave();
      stop();
    };
  }, [connection, deviceId, mountpoint, path, attempt]);

  return listing;
}
