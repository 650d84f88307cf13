import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { DriskDevice, LoginResult, UserDetails } from '@drisk/contract';
import { useApi, useStartupCalls } from '../api/ApiProvider';
import { connectedDeviceOf } from './connectedDeviceOf';
import {
  EMPTY_SESSION,
  clearStoredSession,
  readStoredSession,
  readStoredToken,
  storeConnectedDevice,
  storeSignIn,
  storeTwoFactorSetupRequired,
  type StoredSession,
} from './sessionStore';

export interface Session {
  token: string | null;
  user: UserDetails | null;
  /** The user's devices as last fetched; empty until the first fetch after sign-in or a page load. */
  devices: DriskDevice[];
  connectedDevice: DriskDevice | null;
  /** Issue 16: the server holds this session to the set-up of a required second factor. */
  twoFactorSetupRequired: boolean;
  /** The user's role on the connected device (1 Admin, 2 Guest, 3 Owner). */
  roleId: number | null;
  /**
   * Keeps the login result (never the password), then fetches the devices; a session held for a required
   * second factor (twoFactorSetupRequired) fetches nothing until finishTwoFactorSetup.
   */
  signIn(result: LoginResult): Promise<void>;
  /** The required second factor is confirmed: the session is free, the devices are fetched. */
  finishTwoFactorSetup(): Promise<void>;
  /** Forgets everything: session storage is cleared. */
  signOut(): void;
  /**
   * Fetches the devices again and picks the connected one, applied in a transition (it re-renders the shell
   * and the screen): it resolves once the answer is handed to React. Rejects with the call's ApiError.
   */
  refreshDevices(): Promise<void>;
  /** Fetches the devices once per token (the shell calls it; a page reload keeps only the stored session). */
  ensureDevices(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const startup = useStartupCalls();
  const [stored, setStored] = useState<StoredSession>(readStoredSession);
  const [devices, setDevices] = useState<DriskDevice[]>([]);
  // The token whose devices were fetched (or are being fetched), so the shell does not fetch them twice.
  const devicesFetchedFor = useRef<string | null>(null);

  /**
   * Fetches the user's devices. `urgent` applies the answer at once (signing in waits for it before moving
   * on); otherwise it is a transition, which React renders in slices: the answer re-renders the whole shell
   * and the open screen, too long for one task on a phone.
   */
  const loadDevices = useCallback(
    async (urgent: boolean) => {
      const token = readStoredToken();
      if (!token) return;
      devicesFetchedFor.current = token;
      // The shell's first fetch may have started with the page (startShellCalls).
      const reply = await (startup.take('getAllDriskDevices') ?? api.call('getAllDriskDevices'));
      // Signed out, or signed in as someone else, while the call ran: the answer is stale.
      if (readStoredToken() !== token) return;
      const list = reply.result.device_details;
      const connected = connectedDeviceOf(list);
      storeConnectedDevice(connected);
      const apply = () => {
        setDevices(list);
        setStored((current) => ({ ...current, connectedDevice: connected }));
      };
      if (urgent) apply();
      else startTransition(apply);
    },
    [api, startup],
  );
  const refreshDevices = useCallback(() => loadDevices(false), [loadDevices]);

  const ensureDevices = useCallback(async () => {
    const token = readStoredToken();
    if (!token || devicesFetchedFor.current === token) return;
    await loadDevices(false);
  }, [loadDevices]);

  const signIn = useCallback(
    async (result: LoginResult) => {
      const twoFactorSetupRequired = result.two_factor_setup_required === true;
      storeSignIn(result.token, result.user_details, twoFactorSetupRequired);
      setStored({
        token: result.token,
        user: result.user_details,
        connectedDevice: null,
        twoFactorSetupRequired,
      });
      setDevices([]);
      // The server answers nothing else to this session until a second factor is confirmed.
      if (twoFactorSetupRequired) return;
      try {
        await loadDevices(true);
      } catch {
        // Signed in all the same; the shell fetches the devices again when it opens.
        devicesFetchedFor.current = null;
      }
    },
    [loadDevices],
  );

  const finishTwoFactorSetup = useCallback(async () => {
    storeTwoFactorSetupRequired(false);
    setStored((current) => ({ ...current, twoFactorSetupRequired: false }));
    try {
      await loadDevices(true);
    } catch {
      devicesFetchedFor.current = null;
    }
  }, [loadDevices]);

  const signOut = useCallback(() => {
    clearStoredSession();
    devicesFetchedFor.current = null;
    setStored(EMPTY_SESSION);
    setDevices([]);
  }, []);

  const value = useMemo<Session>(
    () => ({
      ...stored,
      devices,
      roleId: stored.connectedDevice?.role_id ?? null,
      signIn,
      finishTwoFactorSetup,
      signOut,
      refreshDevices,
      ensureDevices,
    }),
    [stored, devices, signIn, finishTwoFactorSetup, signOut, refreshDevices, ensureDevices],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it (see App.tsx).');
  return session;
}
