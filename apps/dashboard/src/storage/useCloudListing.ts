import { useCallback, useEffect, useRef, useState } from 'react';
import { CLOUD_LISTING_MAX_PAGE_SIZE, CLOUD_LISTING_PAGE_SIZE } from '@drisk/contract/client';
import type { CloudListingRequest, FileEntry } from '@drisk/contract';
import { ApiError, isApiError } from '@drisk/data-provider';
import { useApi } from '../api/ApiProvider';

export interface CloudListing {
  /** The entries listed so far, in the server's order; undefined before the first page. */
  entries: FileEntry[] | undefined;
  /** The folder has entries past the last one listed. */
  hasMore: boolean;
  loading: boolean;
  /** The last failure (the server's message); null after a success. Session expiry is not reported here. */
  error: ApiError | null;
  /** Lists the next page, unless one is on its way or the folder is complete. */
  loadMore: () => void;
  /** Lists the folder again from its start, as far as it was listed, keeping the entries shown meanwhile. */
  reload: () => Promise<void>;
}

const asApiError = (error: unknown): ApiError =>
  isApiError(error)
    ? error
    : new ApiError(0, error instanceof Error ? error.message : String(error), null, { cause: error });

/**
 * A cloud folder (fileSharing/fileStructure) in pages: the first CLOUD_LISTING_PAGE_SIZE entries as soon as
 * the folder opens, the next ones as the list scrolls towards its end (`loadMore`), so a folder of 100,000
 * entries paints as quickly as one of ten. Each page continues after the last entry listed, in the
 * server's order. A reply for a folder left meanwhile, or overtaken by a reload, is dropped.
 */
export function useCloudListing(deviceId: string | null, path: string): CloudListing {
  const api = useApi();
  const [entries, setEntries] = useState<FileEntry[] | undefined>(undefined);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(Boolean(deviceId));
  const [error, setError] = useState<ApiError | null>(null);
  // Every new start (folder, reload) aborts the calls of the previous one.
  const run = useRef<AbortController | null>(null);
  const pending = useRef(false);
  const listed = useRef<{ entries: FileEntry[]; hasMore: boolean }>({ entries: [], hasMore: false });

  const page = useCallback(
    async (signal: AbortSignal, limit: number, after?: FileEntry) => {
      const body: CloudListingRequest = {
        device_id: deviceId ?? '',
        path,
        limit,
        ...(after ? { after: { type: after.type, name: after.name } } : {}),
      };
      const reply = await api.call('cloudFileStructure', { body }, { signal });
      return { rows: reply.result, more: reply.result.length === limit };
    },
    [api, deviceId, path],
  );

  const show = (next: { entries: FileEntry[]; hasMore: boolean }) => {
    listed.current = next;
    setEntries(next.entries);
    setHasMore(next.hasMore);
    setError(null);
  };
  const fail = (cause: unknown) => {
    const failure = asApiError(cause);
    setError(failure.isSessionExpired ? null : failure);
  };

  /** Lists from the start until at least `wanted` entries (or the whole folder) are in. */
  const start = useCallback(
    async (wanted: number) => {
      run.current?.abort();
      const controller = new AbortController();
      run.current = controller;
      pending.current = true;
      setLoading(true);
      try {
        const rows: FileEntry[] = [];
        let more = true;
        while (more && rows.length < wanted) {
          const limit = Math.min(
            CLOUD_LISTING_MAX_PAGE_SIZE,
            Math.max(CLOUD_LISTING_PAGE_SIZE, wanted - rows.length),
          );
          const next = await page(controller.signal, limit, rows.at(-1));
          rows.push(...next.rows);
          more = next.more;
        }
        if (!controller.signal.aborted) show({ entries: rows, hasMore: more });
      } catch (cause) {
        if (!controller.signal.aborted) fail(cause);
      } finally {
        if (!controller.signal.aborted) {
          pending.current = false;
          setLoading(false);
        }
      }
    },
    [page],
  );

  useEffect(() => {
    listed.current = { entries: [], hasMore: false };
    setEntries(undefined);
    setHasMore(false);
    setError(null);
    if (!deviceId) {
      setLoading(false);
      return;
    }
    void start(CLOUD_LISTING_PAGE_SIZE);
    return () => run.current?.abort();
  }, [deviceId, start]);

  const loadMore = useCallback(() => {
    const controller = run.current;
    if (!controller || pending.current || !listed.current.hasMore) return;
    pending.current = true;
    setLoading(true);
    const before = listed.current.entries;
    page(controller.signal, CLOUD_LISTING_PAGE_SIZE, before.at(-1)).then(
      ({ rows, more }) => {
        if (controller.signal.aborted) return;
        show({ entries: [...before, ...rows], hasMore: more });
        pending.current = false;
        setLoading(false);
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        fail(cause);
        pending.current = false;
        setLoading(false);
      },
    );
  }, [page]);

  const reload = useCallback(
    () => start(Math.max(CLOUD_LISTING_PAGE_SIZE, listed.current.entries.length)),
    [start],
  );

  return { entries, hasMore, loading, error, loadMore, reload };
}
