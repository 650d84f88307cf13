/** What an endpoint device looks like, for its avatar icon. */
export type EndpointKind = 'phone' | 'laptop' | 'tv' | 'camera' | 'other';

// Checked in this order: 'Ring Doorbell Cam' is a camera, 'Surface Laptop' a laptop, 'Galaxy S24' a phone.
const KIND_PATTERNS: ReadonlyArray<readonly [EndpointKind, RegExp]> = [
  ['camera', /cam\b|camera|webcam|doorbell|\bring\b|arlo|wyze|\bdvr\b|\bnvr\b/i],
  ['tv', /tv\b|television|roku|chromecast|fire ?stick|bravia|\bshield\b/i],
  [
    'laptop',
    /laptop|macbook|notebook|chromebook|thinkpad|ideapad|\bimac\b|\bpc\b|desktop|computer|workstation|surface|\bxps\b/i,
  ],
  ['phone', /phone|pixel|galaxy|android|mobile|oneplus|xiaomi|redmi|huawei|\bmoto|nokia|ipad|tablet/i],
];

/** Guesses the kind of an endpoint device from its name (the API does not send one): phone, laptop, tv, camera or other. */
export function endpointKind(name: string): EndpointKind {
  return KIND_PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
}
