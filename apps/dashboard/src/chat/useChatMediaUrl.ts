import { useEffect, useState } from 'react';
import { AUTH_HEADER } from '@drisk/contract/client';

/**
 * An object URL of a chat file, fetched with the session in the Auth header (the token never goes in an
 * address, where logs and the history would keep it); revoked when the message leaves the screen. Null
 * while loading or when the file could not be read.
 */
export function useChatMediaUrl(url: string | null, token: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url || !token) return;
    const controller = new AbortController();
    let created: string | null = null;
    fetch(url, { headers: { [AUTH_HEADER]: token }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => {
        // Aborted or unreachable: the chip keeps its name without a preview.
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [url, token]);
  return objectUrl;
}
