import { useCallback, useRef, useState } from 'react';
import type { FileBrowserUpload } from '@drisk/ui';

/** How one file is sent: the page's call (cloud or gateway), with progress and an abort signal. */
export type SendFile = (
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
) => Promise<void>;

interface Job {
  file: File;
  controller: AbortController;
}

/**
 * The upload queue of a file browser: each file goes up on its own with its progress, can be canceled while
 * it runs and retried when it failed. `onUploaded` runs after each file that arrived (to list again).
 */
export function useUploads(send: SendFile, onUploaded: () => void, onFailed: (message: string) => void) {
  const [uploads, setUploads] = useState<FileBrowserUpload[]>([]);
  const jobs = useRef(new Map<string, Job>());
  const sequence = useRef(0);

  const update = (id: string, change: Partial<FileBrowserUpload>) =>
    setUploads((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const run = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      jobs.current.set(id, { file, controller });
      send(file, (loaded, total) => update(id, { loaded, total }), controller.signal).then(
        () => {
          update(id, { status: 'done', loaded: file.size });
          onUploaded();
        },
        (cause: unknown) => {
          if (controller.signal.aborted) return update(id, { status: 'canceled' });
          const message = cause instanceof Error ? cause.message : String(cause);
          update(id, { status: 'failed', error: message });
          onFailed(message);
        },
      );
    },
    [send, onUploaded, onFailed],
  );

  const start = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ id: `upload-${++sequence.current}`, file }));
      setUploads((list) => [
        ...list.filter((item) => item.status === 'uploading' || item.status === 'failed'),
        ...added.map(({ id, file }) => ({
          id,
          name: file.name,
          loaded: 0,
          total: file.size,
          status: 'uploading' as const,
        })),
      ]);
      for (const { id, file } of added) run(id, file);
    },
    [run],
  );

  const cancel = useCallback((id: string) => jobs.current.get(id)?.controller.abort(), []);

  const retry = useCallback(
    (id: string) => {
      const job = jobs.current.get(id);
      if (!job) return;
      update(id, { status: 'uploading', loaded: 0, error: undefined });
      run(id, job.file);
    },
    [run],
  );

  return { uploads, start, cancel, retry };
}
