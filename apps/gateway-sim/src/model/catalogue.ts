/**
 * What a household or small office connects to a gateway: kinds of endpoint, their believable names and
 * vendors, how much traffic they move, and the sites they visit. All values are simulated; the simulator
 * sends no traffic anywhere, these strings only travel inside MQTT messages.
 */

/** `other` covers what the api lists that is none of the rest (speakers, printers, scanners...). */
export const ENDPOINT_KINDS = ['phone', 'laptop', 'tablet', 'tv', 'camera', 'console', 'other'] as const;
export type EndpointKind = (typeof ENDPOINT_KINDS)[number];

/** First three bytes (OUI) of MAC addresses, per vendor. */
export const VENDOR_PREFIXES = {
  Apple: ['A4:83:E7', 'F0:18:98', '3C:22:FB', 'BC:D0:74'],
  Google: ['3C:5A:B4', 'F4:F5:D8', '54:60:09'],
  Samsung: ['8C:79:F5', 'F4:7B:09', '5C:49:7D'],
  OnePlus: ['94:65:2D', 'C0:EE:FB'],
  Motorola: ['E8:91:20', '9C:D9:17'],
  Lenovo: ['98:FA:9B', 'E8:6A:64'],
  Dell: ['F8:BC:12', '18:DB:F2'],
  Microsoft: ['7C:1E:52', '28:18:78'],
  HP: ['3C:52:82', '30:05:5C'],
  Amazon: ['FC:65:DE', '68:54:FD'],
  LG: ['A8:23:FE', '64:BC:0C'],
  Sony: ['FC:F1:52', '00:D9:D1'],
  Nintendo: ['98:B6:E9', '04:03:D6'],
  Valve: ['14:D4:24'],
  Ring: ['34:3E:A4', 'B0:09:DA'],
  Hikvision: ['BC:AD:28', '44:19:B6'],
  Arlo: ['9C:8E:CD'],
} as const;
export type Vendor = keyof typeof VENDOR_PREFIXES;

interface ModelName {
  name: string;
  vendor: Vendor;
  /** Personal devices are often named after their owner ("Mia's iPad"). */
  personal?: boolean;
}

export interface KindProfile {
  models: readonly ModelName[];
  /** Average bytes per second at the evening peak (rhythm 1). */
  downloadPerSecond: number;
  uploadPerSecond: number;
  /** 0..1: how much the daily rhythm shapes its traffic (a camera uploads around the clock). */
  rhythmWeight: number;
  /** Mean hours it stays connected, and away; null = always connected (TVs, cameras). */
  meanStayHours: number | null;
  meanAwayHours: number;
  /** Mean seconds between two site visits at the evening peak; null = visits nothing a rule could match. */
  meanVisitSeconds: number | null;
  sites: readonly string[];
}

export const OWNER_NAMES = ['Olivia', 'Adam', 'Grace', 'Sam', 'Mia', 'Leo', 'Noah', 'Emma', 'Zoe', 'Omar'];
/** Visitors bring their own phones; their names differ from the household's. */
export const VISITOR_NAMES = ['Jack', 'Sofia', 'Lucas', 'Chloe', 'Ethan', 'Ava', 'Priya', 'Tom'];
export const VISITOR_KINDS: readonly EndpointKind[] = [
  'phone',
  'phone',
  'phone',
  'laptop',
  'tablet',
  'console',
];
/** Mean hours a visitor stays before leaving for good. */
export const VISITOR_MEAN_STAY_HOURS = 1.5;

const SOCIAL = ['instagram.com', 'tiktok.com', 'youtube.com', 'reddit.com', 'whatsapp.com', 'snapchat.com'];
const NEWS = ['bbc.co.uk', 'theguardian.com', 'wikipedia.org', 'weather.com'];
const VIDEO = ['netflix.com', 'youtube.com', 'primevideo.com', 'disneyplus.com', 'twitch.tv'];
const GAMES = ['roblox.com', 'minecraft.net', 'epicgames.com', 'store.steampowered.com', 'twitch.tv'];
const GAMBLING = ['bet365.com', 'pokerstars.com'];

export const KIND_PROFILES: Record<EndpointKind, KindProfile> = {
  phone: {
    models: [
      { name: 'Pixel 8', vendor: 'Google', personal: true },
      { name: 'Pixel 7a', vendor: 'Google', personal: true },
      { name: 'iPhone 15', vendor: 'Apple', personal: true },
      { name: 'iPhone 13 mini', vendor: 'Apple', personal: true },
      { name: 'Galaxy S24', vendor: 'Samsung', personal: true },
      { name: 'Galaxy A54', vendor: 'Samsung', personal: true },
      { name: 'OnePlus 12', vendor: 'OnePlus', personal: true },
      { name: 'Moto G84', vendor: 'Motorola', personal: true },
    ],
    downloadPerSecond: 10_000,
    uploadPerSecond: 2_000,
    rhythmWeight: 1,
    meanStayHours: 5,
    meanAwayHours: 3,
    meanVisitSeconds: 150,
    sites: [...SOCIAL, ...NEWS, 'spotify.com', 'roblox.com', ...GAMBLING],
  },
  laptop: {
    models: [
      { name: 'MacBook Air', vendor: 'Apple', personal: true },
      { name: 'MacBook Pro', vendor: 'Apple', personal: true },
      { name: 'ThinkPad X1', vendor: 'Lenovo', personal: true },
      { name: 'Dell XPS 13', vendor: 'Dell', personal: true },
      { name: 'Surface Laptop 5', vendor: 'Microsoft', personal: true },
      { name: 'HP EliteBook', vendor: 'HP', personal: true },
    ],
    downloadPerSecond: 20_000,
    uploadPerSecond: 6_000,
    rhythmWeight: 0.9,
    meanStayHours: 6,
    meanAwayHours: 5,
    meanVisitSeconds: 200,
    sites: [...NEWS, 'github.com', 'docs.google.com', 'outlook.office.com', 'netflix.com', ...GAMBLING],
  },
  tablet: {
    models: [
      { name: 'iPad Air', vendor: 'Apple', personal: true },
      { name: 'iPad mini', vendor: 'Apple', personal: true },
      { name: 'Galaxy Tab S9', vendor: 'Samsung', personal: true },
      { name: 'Fire HD 10', vendor: 'Amazon', personal: true },
      { name: 'Lenovo Tab P12', vendor: 'Lenovo', personal: true },
    ],
    downloadPerSecond: 12_000,
    uploadPerSecond: 1_200,
    rhythmWeight: 1,
    meanStayHours: 3,
    meanAwayHours: 6,
    meanVisitSeconds: 180,
    sites: [...VIDEO, ...GAMES, 'instagram.com'],
  },
  tv: {
    models: [
      { name: 'Living-room TV', vendor: 'Samsung' },
      { name: 'Bedroom TV', vendor: 'LG' },
      { name: 'Kitchen Fire TV', vendor: 'Amazon' },
      { name: 'Chromecast', vendor: 'Google' },
      { name: 'Apple TV 4K', vendor: 'Apple' },
      { name: 'Bravia TV', vendor: 'Sony' },
    ],
    // Streaming: a TV moves the most data of the house in the evening.
    downloadPerSecond: 50_000,
    uploadPerSecond: 1_500,
    rhythmWeight: 1,
    meanStayHours: null,
    meanAwayHours: 1,
    meanVisitSeconds: 600,
    sites: VIDEO,
  },
  camera: {
    models: [
      { name: 'Front-door camera', vendor: 'Ring' },
      { name: 'Garden camera', vendor: 'Arlo' },
      { name: 'Garage camera', vendor: 'Hikvision' },
      { name: 'Driveway camera', vendor: 'Hikvision' },
      { name: 'Nursery camera', vendor: 'Arlo' },
      { name: 'Back-yard camera', vendor: 'Ring' },
    ],
    // Cameras upload video around the clock and download almost nothing.
    downloadPerSecond: 1_500,
    uploadPerSecond: 15_000,
    rhythmWeight: 0.2,
    meanStayHours: null,
    meanAwayHours: 1,
    meanVisitSeconds: null,
    sites: [],
  },
  console: {
    models: [
      { name: 'PlayStation 5', vendor: 'Sony' },
      { name: 'Xbox Series X', vendor: 'Microsoft' },
      { name: 'Nintendo Switch', vendor: 'Nintendo' },
      { name: 'Steam Deck', vendor: 'Valve' },
    ],
    downloadPerSecond: 30_000,
    uploadPerSecond: 4_000,
    rhythmWeight: 1,
    meanStayHours: 4,
    meanAwayHours: 8,
    meanVisitSeconds: 300,
    sites: [...GAMES, 'twitch.tv', 'playstation.com', 'xbox.com'],
  },
  other: {
    models: [
      { name: 'Echo Dot', vendor: 'Amazon' },
      { name: 'Office printer', vendor: 'HP' },
    ],
    // Speakers, printers and sensors: always on, a trickle of data, no browsing a rule could match.
    downloadPerSecond: 2_000,
    uploadPerSecond: 400,
    rhythmWeight: 0.5,
    meanStayHours: null,
    meanAwayHours: 1,
    meanVisitSeconds: null,
    sites: [],
  },
};

/** Paths appended to visited sites, so the issue log reads like real requests. */
export const SITE_PATHS = ['/', '/watch', '/feed', '/live', '/explore', '/play', '/search?q=games', '/login'];

/** Cities a gateway's home location is drawn from (latitude, longitude). */
export const HOME_LOCATIONS = [
  { label: 'London, United Kingdom', latitude: 51.5072, longitude: -0.1276 },
  { label: 'Manchester, United Kingdom', latitude: 53.4808, longitude: -2.2426 },
  { label: 'Paris, France', latitude: 48.8566, longitude: 2.3522 },
  { label: 'Berlin, Germany', latitude: 52.52, longitude: 13.405 },
  { label: 'Madrid, Spain', latitude: 40.4168, longitude: -3.7038 },
  { label: 'Rome, Italy', latitude: 41.9028, longitude: 12.4964 },
  { label: 'Amsterdam, Netherlands', latitude: 52.3676, longitude: 4.9041 },
  { label: 'Dublin, Ireland', latitude: 53.3498, longitude: -6.2603 },
] as const;

/** Wi-Fi networks a gateway may see nearby for client mode; open ones accept any password. */
export const NEARBY_NETWORKS = [
  { ssid: 'Neighbour-5G', secured: true },
  { ssid: 'BT-Hub-7F21', secured: true },
  { ssid: 'Cafe Lumiere Guest', secured: false },
  { ssid: 'TALKTALK-3A9C01', secured: true },
  { ssid: 'Virgin Media 5G', secured: true },
  { ssid: 'EE-Hub-K8T2', secured: true },
  { ssid: 'Library Free WiFi', secured: false },
  { ssid: 'AndroidAP_4471', secured: true },
  { ssid: 'DIRECT-HP-Printer', secured: true },
] as const;

/** The password the simulated secured networks accept (a demo value, documented in the README). */
export const DEMO_WIFI_PASSWORD = 'Neighbour#2026';
