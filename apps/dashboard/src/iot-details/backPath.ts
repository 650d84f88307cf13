import { screenPath } from '@drisk/contract/client';
import type { IotDetailsOrigin } from './iotDetailsState';

/** Session key the admin console's map sets while it is the way into IoT Device Details (spec 1 §3). */
export const IS_ADMIN_MAP_KEY = 'IsAdminMap';

function isAdminMapSet(): boolean {
  try {
    const value = sessionStorage.getItem(IS_ADMIN_MAP_KEY);
    return value !== null && value !== '' && value !== 'false';
  } catch {
    return false;
  }
}

/**
 * Where the back arrow goes (spec 2, IoT Device Details): the admin console when its map opened the screen
 * (IsAdminMap in the session), the Tracking map when the navigation came from there, otherwise Home.
 */
export function backPath(from: IotDetailsOrigin | undefined): string {
  if (isAdminMapSet()) return screenPath('admin');
  if (from === 'map') return screenPath('map');
  return screenPath('home');
}
