import { VALIDATION, WIFI_PASSWORD_MIN_LENGTH } from '@drisk/contract/client';

export interface WifiPasswordCheck {
  /** The message to show, or null when the pair may be sent. */
  error: string | null;
  /** Whether both fields are emptied (spec 2 §5: after an empty or a too-short entry). */
  clear: boolean;
}

/** The Change Wi-Fi Password rules applied on Submit (spec 2 §5), in the spec's order. */
export function checkWifiPassword(password: string, confirm: string): WifiPasswordCheck {
  if (!password || !confirm) return { error: VALIDATION.wifiPasswordRequired, clear: true };
  if (password.length < WIFI_PASSWORD_MIN_LENGTH || confirm.length < WIFI_PASSWORD_MIN_LENGTH)
    return { error: VALIDATION.wifiPasswordTooShort, clear: true };
  if (password !== confirm) return { error: VALIDATION.wifiPasswordsDiffer, clear: false };
  return { error: null, clear: false };
}

/** Shown while typing: the confirmation differs from the password (spec 2 §5). */
export const wifiPasswordsDiffer = (password: string, confirm: string): boolean =>
  confirm !== '' && password !== confirm;
