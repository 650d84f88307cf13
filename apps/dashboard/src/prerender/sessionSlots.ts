import { SHELL_TEXT, deviceStatusText } from '@drisk/contract/client';
import { SESSION_KEYS } from '../session/sessionStore';

/**
 * Marks an element of a prerendered page that shows what this tab's session knows (the markup is the same
 * for everyone; the session is in sessionStorage): the start script writes it in with the page's first
 * paint or right after it (fillSessionSlots).
 */
export const SESSION_SLOT_ATTRIBUTE = 'data-session-slot';
/** Set by fillSessionSlots on the connected device's line: 'active' or 'inactive', for its colour. */
export const SESSION_SLOT_STATUS_ATTRIBUTE = 'data-session-status';

export type SessionSlot = 'connected-device';

const ACTIVE = 'Active';

function storedDevice(storage: () => Storage): { name: string; status: string | null } | null {
  try {
    // Reading sessionStorage throws where the browser blocks site storage: the page then keeps its placeholder.
    const device: unknown = JSON.parse(storage().getItem(SESSION_KEYS.connectedDevice) ?? 'null');
    if (typeof device !== 'object' || device === null || !('name' in device)) return null;
    const { name } = device;
    const status = 'status' in device && typeof device.status === 'string' ? device.status : null;
    return typeof name === 'string' && name !== '' ? { name, status } : null;
  } catch {
    return null;
  }
}

/**
 * Writes the connected device's line ('dRisk-Alpha (Active)', as the page header shows it) into the slots
 * of a prerendered page, when its start script runs, so it is painted with the page (or at once after its
 * first paint) instead of a placeholder until the app renders. Without a stored device, with one it cannot
 * read, or without access to the storage, the placeholders stay. English, like the prerendered page; the
 * app replaces all of it when it starts.
 */
export function fillSessionSlots(doc: Document, storage: () => Storage): void {
  const slots = doc.querySelectorAll(`[${SESSION_SLOT_ATTRIBUTE}="connected-device"]`);
  const device = slots.length > 0 ? storedDevice(storage) : null;
  if (!device) return;
  // As the page header: a known status in words, another as it came.
  const status = device.status && deviceStatusText(SHELL_TEXT.deviceStatus, device.status);
  for (const slot of slots) {
    slot.textContent = status ? SHELL_TEXT.deviceLine(device.name, status) : device.name;
    if (device.status) {
      slot.setAttribute(SESSION_SLOT_STATUS_ATTRIBUTE, device.status === ACTIVE ? 'active' : 'inactive');
    }
  }
}
