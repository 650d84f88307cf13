import { HOME_LOCATIONS } from './catalogue';
import type { Random } from './random';

/** About 100 m in degrees of latitude: the drift stays within a few of these around home. */
const DRIFT_DEGREES = 0.0009;

export interface GatewayLocation {
  /** The address or city reported with the position; null when the api gave a position without one. */
  label: string | null;
  homeLatitude: number;
  homeLongitude: number;
  latitude: number;
  longitude: number;
}

export function createLocation(random: Random): GatewayLocation {
  const home = random.pick(HOME_LOCATIONS);
  // Each gateway lives somewhere in its city, a few kilometres from the centre.
  const homeLatitude = home.latitude + random.between(-0.03, 0.03);
  const homeLongitude = home.longitude + random.between(-0.05, 0.05);
  return { label: home.label, homeLatitude, homeLongitude, latitude: homeLatitude, longitude: homeLongitude };
}

/** Moves home to where the api says the gateway lives; the GPS then drifts around there. */
export function moveHome(
  location: GatewayLocation,
  home: { latitude: number; longitude: number; label: string | null },
): void {
  location.label = home.label;
  location.homeLatitude = location.latitude = home.latitude;
  location.homeLongitude = location.longitude = home.longitude;
}

/** GPS jitter: a small random walk pulled back towards home. */
export function driftLocation(location: GatewayLocation, dt: number, random: Random): void {
  const scale = Math.sqrt(Math.min(dt, 600_000) / 60_000);
  const pull = 0.2;
  location.latitude +=
    (location.homeLatitude - location.latitude) * pull + random.normal(0, DRIFT_DEGREES * 0.2 * scale);
  location.longitude +=
    (location.homeLongitude - location.longitude) * pull + random.normal(0, DRIFT_DEGREES * 0.3 * scale);
}
