import type { EndpointKind } from './catalogue';

/*
 * Names the api sends carry no kind, so it is read from the name. Checked in this order: 'Galaxy Tab S9' is a
 * tablet before 'Galaxy' makes it a phone, 'Android TV' a TV, 'Ring Doorbell' a camera.
 */
const KIND_PATTERNS: ReadonlyArray<readonly [EndpointKind, RegExp]> = [
  ['console', /playstation|\bps[345]\b|xbox|nintendo|steam deck|console/i],
  ['tablet', /\bipad|tablet|\btab\b|galaxy tab|fire hd|kindle/i],
  ['tv', /\btv\b|television|chromecast|roku|fire ?stick|bravia|apple tv/i],
  ['camera', /camera|\bcam\b|webcam|doorbell|arlo|hikvision|\bnvr\b|\bdvr\b/i],
  [
    'laptop',
    /laptop|macbook|notebook|chromebook|thinkpad|ideapad|elitebook|\bxps\b|\bimac\b|\bpc\b|desktop/i,
  ],
  ['phone', /phone|pixel|galaxy|android|oneplus|\bmoto|xiaomi|redmi|huawei|nokia/i],
];

/**
 * The kind of an endpoint by its name, which picks its traffic profile. A name that says nothing keeps
 * `fallback` (a renamed phone stays a phone), else it is `other`.
 */
export function inferEndpointKind(name: string, fallback: EndpointKind = 'other'): EndpointKind {
  return KIND_PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? fallback;
}
