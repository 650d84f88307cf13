import { SHELL_TEXT } from '@drisk/contract/client';
import { SESSION_KEYS } from '../session/sessionStore';

/**
 * Marks an element of a prerendered page that shows what this tab's session knows (the markup is the same
 * for everyone; the session is in sessionStorage): the start script writes it in before the first paint.
 */
export const SESSION_SLOT_ATTRIBUTE = 'data-session-slot';
/** Set by fillSessionSlots on the connected device's line: 'active' or 'inactive', for its colour. */
export const SESSION_SLOT_STATUS_ATTRIBUTE = 'data-session-status';

export type SessionSlot = 'connected-device';

const ACTIVE = 'Active';

function storedDevice(storage: Storage): { name: string; status: string | null } | null {
  try {
    const device: unknown = JSON.parse(storage.getItem(SESSION_KEYS.connectedDevice) ?? 'null');
    if (typeof device !== 'object' || device === null || !('name' in device)) return null;
    const { name } = device;
    const status = 'status' in device && typeof device.status === 'string' ? device.status : null;
    return typeof name === 'string' && name !== '' ? { name, status } : null;
  } catch {
    return null;
  }
}

/**
 * Writes the connected device's line ('dRisk-Alpha (Active)', as the page header shows it) into the slot of
 * a prerendered page, so it is painted with the page instead of a placeholder a second later, when the app
 * renders. Without a stored device (or with an unreadable one) the placeholder stays. English, like the
 * prerendered page; the app replaces all of it when it starts.
 */
export function fillSessionSlots(doc: Document, storage: Storage): void {
  const slot = doc.querySelector(`[${SESSION_SLOT_ATTRIBUTE}="connected-device"]`);
  const device = slot && storedDevice(storage);
  if (!slot || !device) return;
  const status = device.status && (SHELL_TEXT.deviceStatus as Record<string, string>)[device.status];
  slot.textContent = status ? SHELL_TEXT.deviceLine(device.name, status) : device.name;
  if (device.status) {
    slot.setAttribute(SESSION_SLOT_STATUS_ATTRIBUTE, device.status === ACTIVE ? 'active' : 'inactive');
  }
}
