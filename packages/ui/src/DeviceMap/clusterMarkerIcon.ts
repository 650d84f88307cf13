import { divIcon, type DivIcon } from 'leaflet';

/** Diameter in px of a cluster of `count` devices: larger groups read as larger. */
export const clusterSize = (count: number) => (count < 10 ? 32 : count < 100 ? 38 : 44);

/**
 * The marker of devices too close together to tell apart at this zoom: a blue disc with how many there
 * are (also in `data-count`, which tests and the bench read). Drawn with HTML and CSS like the device dots.
 */
export function clusterMarkerIcon(count: number): DivIcon {
  const size = clusterSize(count);
  const root = document.createElement('div');
  root.className = 'drisk-device-cluster';
  root.dataset.count = String(count);
  root.textContent = count.toLocaleString('en-US');
  // Opaque blue (MUI blue 800): the white count keeps 4.5:1 over any tile or the dark scheme's ground.
  root.style.cssText = `display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:#1565c0;color:#fff;font:700 13px/1 Roboto,Helvetica,Arial,sans-serif;border:3px solid rgba(255,255,255,.9);box-shadow:0 0 0 1px rgba(0,0,0,.35);box-sizing:border-box;cursor:pointer;`;
  return divIcon({ html: root, className: '', iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}
