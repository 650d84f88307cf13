/**
 * A tile "server" that needs no network, for stories and tests: each tile is an SVG data URL naming its
 * own z/x/y. The real tiles (OpenStreetMap by default) are a boundary that cannot be reached offline.
 */
export const FAKE_TILE_URL =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='256' height='256'%3E" +
  "%3Crect width='256' height='256' fill='%23e6efe0' stroke='%23c9d6c1'/%3E" +
  "%3Ctext x='12' y='28' font-family='sans-serif' font-size='14' fill='%23889988'%3E{z}/{x}/{y}%3C/text%3E%3C/svg%3E";

/** A tile URL whose host never resolves (the .invalid top-level domain): tiles that cannot load. */
export const UNREACHABLE_TILE_URL = 'http://tiles.invalid/{z}/{x}/{y}.png';
