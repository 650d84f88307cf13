// The interactive company map, a chunk of its own that loads when the user reaches for the preview:
// Leaflet's code (50 kB gzip) and stylesheet stay off the Dashboard tab's first screen.
import 'leaflet/dist/leaflet.css';

export { DeviceMap as default } from '@drisk/ui';
