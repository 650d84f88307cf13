import { divIcon, type DivIcon } from 'leaflet';
import { DEVICE_DOT_PX, deviceMarkerStyle, type DeviceMarkerStatus } from './deviceMarkerStyle';

export { DEVICE_STATUS_COLORS, type DeviceMarkerStatus } from './deviceMarkerStyle';

/**
 * A marker drawn with HTML and CSS instead of Leaflet's default PNG pin, so nothing is fetched from a CDN or
 * bundled as an image: a dot in the status colour with the device's name beside it. The name is set as text,
 * never as HTML, since device names are chosen by users.
 */
export function deviceMarkerIcon(label: string, status: DeviceMarkerStatus): DivIcon {
  const root = document.createElement('div');
  root.className = 'drisk-device-marker';
  root.dataset.status = status;
  Object.assign(root.style, deviceMarkerStyle.root);
  const dot = document.createElement('span');
  Object.assign(dot.style, deviceMarkerStyle.dot(status));
  const name = document.createElement('span');
  name.textContent = label;
  Object.assign(name.style, deviceMarkerStyle.name);
  root.append(dot, name);
  return divIcon({
    html: root,
    className: '',
    iconSize: undefined,
    iconAnchor: [DEVICE_DOT_PX / 2, DEVICE_DOT_PX / 2],
    popupAnchor: [0, -DEVICE_DOT_PX / 2],
  });
}
