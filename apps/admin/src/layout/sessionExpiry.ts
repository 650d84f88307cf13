/**
 * Whether the session has expired, as a tiny external store: the auth provider (outside React) marks it on
 * a 401, the Session Expired dialog (inside React) reads it.
 */
function createSessionExpiry() {
  let expired = false;
  const listeners = new Set<() => void>();
  return {
    expire() {
      if (expired) return;
      expired = true;
      for (const listener of listeners) listener();
    },
    isExpired: () => expired,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionExpiry = createSessionExpiry();
