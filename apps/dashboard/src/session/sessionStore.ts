import type { DriskDevice, UserDetails } from '@drisk/contract';

/**
 * The browser side of a session, in sessionStorage under the spec's key names. Only the token and what the
 * screens show are kept: never the password (a deliberate departure, see ARCHITECTURE.md).
 */
export const SESSION_KEYS = {
  token: 'token',
  user: 'UserDetails',
  connectedDevice: 'ConnectedDevice',
  group: 'Group',
  localChatServer: 'localChatServer',
  hardwareIp: 'HardwareIP',
  /** Ours (issue 16): set while the session may only set up a required second factor. */
  twoFactorSetup: 'TwoFactorSetupRequired',
} as const;

export interface StoredSession {
  token: string | null;
  user: UserDetails | null;
  connectedDevice: DriskDevice | null;
  /** The server holds this session to the two-factor set-up calls (login's two_factor_setup_required). */
  twoFactorSetupRequired: boolean;
}

export const EMPTY_SESSION: StoredSession = {
  token: null,
  user: null,
  connectedDevice: null,
  twoFactorSetupRequired: false,
};

/** sessionStorage can throw (storage disabled, quota): a session that cannot be kept is simply absent. */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage full or disabled: the in-memory session still works until the tab closes.
  }
}

export const readStoredToken = (): string | null => storage()?.getItem(SESSION_KEYS.token) || null;

export function readStoredSession(): StoredSession {
  const token = readStoredToken();
  if (!token) return EMPTY_SESSION;
  return {
    token,
    user: readJson<UserDetails>(SESSION_KEYS.user),
    connectedDevice: readJson<DriskDevice>(SESSION_KEYS.connectedDevice),
    twoFactorSetupRequired: storage()?.getItem(SESSION_KEYS.twoFactorSetup) === '1',
  };
}

export function storeSignIn(token: string, user: UserDetails, twoFactorSetupRequired = false) {
  write(SESSION_KEYS.token, token);
  write(SESSION_KEYS.user, JSON.stringify(user));
  write(SESSION_KEYS.connectedDevice, null);
  storeTwoFactorSetupRequired(twoFactorSetupRequired);
}

export function storeTwoFactorSetupRequired(required: boolean) {
  write(SESSION_KEYS.twoFactorSetup, required ? '1' : null);
}

export function storeConnectedDevice(device: DriskDevice | null) {
  write(SESSION_KEYS.connectedDevice, device ? JSON.stringify(device) : null);
}

/** Signing out clears the whole session storage of the tab, as the spec's Logout does. */
export function clearStoredSession() {
  try {
    storage()?.clear();
  } catch {
    // nothing stored, nothing to clear
  }
}

/** What Trusted leaves for the chat screen and Data Sharing (spec 3 §3: Group, localChatServer, HardwareIP). */
export function storeGroupContext(context: {
  groupId?: number;
  localChatServer?: string;
  hardwareIp?: string;
}) {
  if (context.groupId !== undefined) write(SESSION_KEYS.group, JSON.stringify({ group_id: context.groupId }));
  if (context.localChatServer !== undefined) write(SESSION_KEYS.localChatServer, context.localChatServer);
  if (context.hardwareIp !== undefined) write(SESSION_KEYS.hardwareIp, context.hardwareIp);
}

/** The chat server Trusted last read for the connected device (getGroupDetails' localChatServer), or ''. */
export const readLocalChatServer = (): string => storage()?.getItem(SESSION_KEYS.localChatServer) ?? '';

/** The connected device's address for the chat's heartbeat; empty when Trusted did not store one. */
export const readHardwareIp = (): string => storage()?.getItem(SESSION_KEYS.hardwareIp) ?? '';
