import { API_BASE_PATH, routes } from '@drisk/contract';

/** Whether `token` belongs to a user the api maps to `deviceId`. */
export type TokenCheck = (token: string, deviceId: string) => Promise<boolean>;

/** How long an accepted token is trusted before the api is asked again. */
const ACCEPTED_FOR_MS = 30_000;

/**
 * Asks the api: the token is a session the api issued, and the device must be among the caller's devices
 * (`user/getAllDriskDevices`). A refusal is never cached, so a fresh sign-in works at once; an acceptance
 * is cached briefly because a browser lists a folder on every click.
 */
export function apiTokenCheck(apiUrl: string, now: () => number = Date.now): TokenCheck {
  const accepted = new Map<string, number>();
  const route = routes.getAllDriskDevices;
  return async (token, deviceId) => {
    const key = `${deviceId} ${token}`;
    if ((accepted.get(key) ?? 0) > now()) return true;
    const reply = await fetch(`${apiUrl}${API_BASE_PATH}/${route.path}`, {
      method: route.method,
      headers: { Auth: token },
    }).catch(() => null);
    if (!reply?.ok) return false;
    const parsed = route.result.safeParse(((await reply.json()) as { result?: unknown }).result);
    const mapped =
      parsed.success && parsed.data.device_details.some((device) => device.device_id === deviceId);
    if (mapped) accepted.set(key, now() + ACCEPTED_FOR_MS);
    return mapped;
  };
}
