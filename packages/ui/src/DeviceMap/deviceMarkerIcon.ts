import { divIcon, type DivIcon } from 'leaflet';

/** Colour of a device's dot: active green, anything else red (spec 3 §4). */
export const DEVICE_STATUS_COLORS = { active: '#2e7d32', inactive: '#d32f2f' } as const;
export type DeviceMarkerStatus = keyof typeof DEVICE_STATUS_COLORS;

/** Size of the dot in px; the icon is anchored at its centre. */
const DOT = 16;

/**
 * A marker drawn with HTML and CSS instead of Leaflet's default PNG pin, so nothing is fetched from a CDN or
 * bundled as an image: a dot in the status colour with the device's name beside it. The name is set as text,
 * never as HTML, since device names are chosen by users.
 */
export function deviceMarkerIcon(label: string, status: DeviceMarkerStatus): DivIcon {
  const root = document.createElement('div');
  root.className = 'drisk-device-marker';
  root.dataset.status = status;
  root.style.cssText = 'display:flex;align-items:center;gap:4px;white-space:nowrap;pointer-events:auto;';
  const dot = document.createElement('span');
  dot.style.cssText = `flex:none;width:${DOT}px;height:${DOT}px;border-radius:50%;background:${DEVICE_STATUS_COLORS[status]};border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.45);box-sizing:border-box;`;
  const name = document.createElement('span');
  name.textContent = label;
  name.style.cssText =
    'font:500 12px/1.4 Roboto,Helvetica,Arial,sans-serif;color:#212121;background:rgba(255,255,255,.9);padding:0 4px;border-radius:4px;box-shadow:0 1px 2px rgba(0,0,0,.3);';
  root.append(dot, name);
  return divIcon({
    html: root,
    className: '',
    iconSize: undefined,
    iconAnchor: [DOT / 2, DOT / 2],
    popupAnchor: [0, -DOT / 2],
  });
}
