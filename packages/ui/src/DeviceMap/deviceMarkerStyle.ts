import type { CSSProperties } from 'react';

/**
 * A style as both the DOM (`Object.assign(el.style, …)`) and React's `style` prop take it; lengths are
 * written with their unit, since the DOM ignores a bare number.
 */
type PlainStyle = Pick<
  CSSProperties,
  | 'display'
  | 'alignItems'
  | 'justifyContent'
  | 'gap'
  | 'whiteSpace'
  | 'pointerEvents'
  | 'flex'
  | 'width'
  | 'height'
  | 'borderRadius'
  | 'background'
  | 'border'
  | 'boxShadow'
  | 'boxSizing'
  | 'font'
  | 'color'
  | 'padding'
  | 'cursor'
>;

/** Colour of a device's dot: active green, anything else red (spec 3 §4). */
export const DEVICE_STATUS_COLORS = { active: '#2e7d32', inactive: '#d32f2f' } as const;
export type DeviceMarkerStatus = keyof typeof DEVICE_STATUS_COLORS;

/** Size of a device's dot in px; a marker is anchored at the dot's centre. */
export const DEVICE_DOT_PX = 16;

/**
 * How a device marker looks, in one place for the two maps that draw it: Leaflet's (as a DOM element) and
 * the static preview (as React elements). A dot in the status colour with the device's name beside it.
 */
export const deviceMarkerStyle = {
  root: { display: 'flex', alignItems: 'center', gap: '4px', whiteSpace: 'nowrap', pointerEvents: 'auto' },
  dot: (status: DeviceMarkerStatus): PlainStyle => ({
    flex: 'none',
    width: `${DEVICE_DOT_PX}px`,
    height: `${DEVICE_DOT_PX}px`,
    borderRadius: '50%',
    background: DEVICE_STATUS_COLORS[status],
    border: '2px solid #fff',
    boxShadow: '0 0 0 1px rgba(0,0,0,.45)',
    boxSizing: 'border-box',
  }),
  name: {
    font: '500 12px/1.4 Roboto,Helvetica,Arial,sans-serif',
    color: '#212121',
    background: 'rgba(255,255,255,.9)',
    padding: '0 4px',
    borderRadius: '4px',
    boxShadow: '0 1px 2px rgba(0,0,0,.3)',
  },
} satisfies Record<string, PlainStyle | ((status: DeviceMarkerStatus) => PlainStyle)>;

/** Diameter in px of a cluster of `count` devices: larger groups read as larger. */
export const clusterSize = (count: number) => (count < 10 ? 32 : count < 100 ? 38 : 44);

/**
 * How the marker of devices too close together looks: an opaque blue disc (MUI blue 800) with the count in
 * white, which keeps 4.5:1 over any tile or the dark scheme's ground.
 */
export const clusterMarkerStyle = (count: number): PlainStyle => {
  const size = `${clusterSize(count)}px`;
  return {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    borderRadius: '50%',
    background: '#1565c0',
    color: '#fff',
    font: '700 13px/1 Roboto,Helvetica,Arial,sans-serif',
    border: '3px solid rgba(255,255,255,.9)',
    boxShadow: '0 0 0 1px rgba(0,0,0,.35)',
    boxSizing: 'border-box',
    cursor: 'pointer',
  };
};

/** The count a cluster shows, grouped the same way on both maps. */
export const clusterCountText = (count: number) => count.toLocaleString('en-US');
