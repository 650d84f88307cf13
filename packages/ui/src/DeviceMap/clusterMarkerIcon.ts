import { divIcon, type DivIcon } from 'leaflet';
import { clusterCountText, clusterMarkerStyle, clusterSize } from './deviceMarkerStyle';

/**
 * The marker of devices too close together to tell apart at this zoom: a blue disc with how many there
 * are (also in `data-count`, which tests and the bench read). Drawn with HTML and CSS like the device dots.
 */
export function clusterMarkerIcon(count: number): DivIcon {
  const size = clusterSize(count);
  const root = document.createElement('div');
  root.className = 'drisk-device-cluster';
  root.dataset.count = String(count);
  root.textContent = clusterCountText(count);
  Object.assign(root.style, clusterMarkerStyle(count));
  return divIcon({ html: root, className: '', iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}
