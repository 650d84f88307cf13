import { API_BASE_PATH, type RouteDef } from '@drisk/contract';
import type { z } from 'zod';
import type { SampleRequest } from '../requestSamples';
import { deeplyNestedJson, hostileKey, hostileNumber, hostileString, wrongValue } from './hostileValues';
import type { Prng } from './prng';
import { DEFAULT_BODY_LIMIT } from '../../app';

/** Who a fuzzed request claims to be: the demo owner's session, nobody, or a forged credential. */
export type FuzzAuth = 'owner' | 'none' | 'forged';

/** One generated request, ready for Fastify's inject; `mutation` says what was done to the valid one. */
export interface FuzzRequest {
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  auth: FuzzAuth;
}

type Route = RouteDef & { name: string };
type Fields = Record<string, unknown>;

interface ZodDefLike {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string | number>;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDefLike } })._zod.def;

/** The object schema inside wrappers (pipes, refinements, optional...), or null when it is not one. */
function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | null {
  for (let current = schema, depth = 0; current && depth < 10; depth += 1) {
    const def = defOf(current);
    if (def.type === 'object') return def.shape ?? {};
    current = def.type === 'pipe' ? def.in : def.innerType;
  }
  return null;
}

/** The members of an enum field (inside optional, default...), or null. */
function enumMembers(schema: z.ZodType): (string | number)[] | null {
  for (let current: z.ZodType | undefined = schema, depth = 0; current && depth < 10; depth += 1) {
    const def = defOf(current);
    if (def.type === 'enum') return Object.values(def.entries ?? {});
    current = def.type === 'pipe' ? def.in : def.innerType;
  }
  return null;
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json, text/plain',
  '*/*',
  'x'.repeat(2000),
];

const BROKEN_JSON = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  'undefined',
  'NaN',
  '\uFEFF{}',
  '{"a":"\\u12"}',
  '{"a":"\\x41"}',
  '[1,2',
  '"unterminated',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":1,"a":2}',
  '   ',
  '\u0000',
];

const NOT_OBJECTS = ['null', '[]', '[{}]', '"text"', '42', 'true', '-1e999', '{}'];

const FORGED_CREDENTIALS: Array<Record<string, string>> = [
  { Auth: 'not-a-token' },
  { Auth: '0'.repeat(64) },
  { Auth: 'x'.repeat(8192) },
  { Auth: '' },
  { Auth: 'null' },
  { Auth: "' OR 1=1 --" },
  { Authorization: 'Bearer ' },
  { Authorization: 'Bearer ' + 'f'.repeat(64) },
  { Authorization: 'Basic b3duZXJAZXhhbXBsZS5jb206T3duZXIjMTIzNDU=' },
  { Authorization: 'Bearer a b c' },
  { Auth: 'a', Authorization: 'Bearer b' },
];

/** Path parameter values a router and a handler must both survive (already URL-encoded). */
const PATH_PARAMS = [
  '',
  '..',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '%zz',
  '%C0%AF',
  '%F0%9F%98%80',
  'x'.repeat(99),
  'x'.repeat(5000),
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '%E2%80%AE',
  'a%2Fb',
  '%252e%252e',
  'null',
];

/** Query values (raw, already encoded as a client might or might not). */
const QUERY_VALUES = [
  '',
  '-1',
  '0',
  '1e309',
  'NaN',
  '%00',
  '%zz',
  'x'.repeat(8000),
  '%F0%9F%98%80',
  '[]',
  '{}',
];

/** A query value as a client would write it: text as is, anything else as JSON. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) goes out as its raw bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split(/(\p{Surrogate})/u)
      .map((part) => (/^\p{Surrogate}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('');
  }
}

function encodeQuery(query: Fields): string {
  return Object.entries(query)
    .map(([key, value]) => `${encode(key)}=${encode(asText(value))}`)
    .join('&');
}

function splitSample(sample: SampleRequest): { path: string; query: Fields } {
  const [path, search = ''] = sample.path.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
}

/** A multipart form with the given fields and one small file in `fileField`. */
function multipartForm(fields: Fields, fileField: string, fileName: string, boundary: string): string {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n` +
      `${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${fileName}"\r\n` +
      'Content-Type: text/plain\r\n\r\nfuzz file\r\n',
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

/**
 * Requests for one route, derived from its schemas: the valid request (`sample`, which names the demo
 * owner's resources) and mutations of it. About one in seven is valid, the rest break one thing each:
 * a field (wrong type, missing, extra, hostile string or number, deep nesting), the whole body (not an
 * object, invalid JSON, wrong content type), the query, a path parameter, or the method. Each is sent
 * signed in as the owner, signed out or with a forged credential.
 */
export function fuzzRequests(route: Route, sample: SampleRequest, prng: Prng, count: number): FuzzRequest[] {
  const { path, query } = splitSample(sample);
  const shape = objectShape(route.body) ?? {};
  const fieldNames = [...new Set([...Object.keys(sample.body ?? {}), ...Object.keys(shape)])];
  const hasBody = route.method !== 'GET';
  const requests: FuzzRequest[] = [];

  /** The valid body, with enum fields re-drawn where the whole body stays valid. */
  const validBody = (): Fields => {
    const body: Fields = { ...sample.body };
    for (const [field, schema] of Object.entries(shape)) {
      const members = enumMembers(schema);
      if (!members || !prng.chance(0.5)) continue;
      const candidate = { ...body, [field]: prng.pick(members) };
      if (route.body?.safeParse(candidate).success) Object.assign(body, candidate);
    }
    return body;
  };

  const bodyMutations: Array<[string, (body: Fields) => Fields]> = [
    ['field has a wrong type', (body) => ({ ...body, [prng.pick(fieldNames)]: wrongValue(prng) })],
    [
      'field missing',
      (body) => {
        const copy = { ...body };
        delete copy[prng.pick(fieldNames)];
        return copy;
      },
    ],
    ['extra field', (body) => ({ ...body, [hostileKey(prng)]: wrongValue(prng) })],
    ['field is a hostile string', (body) => ({ ...body, [prng.pick(fieldNames)]: hostileString(prng) })],
    ['field is an edge number', (body) => ({ ...body, [prng.pick(fieldNames)]: hostileNumber(prng) })],
    [
      'every field a hostile string',
      () => Object.fromEntries(fieldNames.map((field) => [field, hostileString(prng)])),
    ],
    ['empty object', () => ({})],
  ];

  for (let index = 0; index < count; index += 1) {
    const auth: FuzzAuth = prng.chance(0.7) ? 'owner' : prng.chance(0.6) ? 'none' : 'forged';
    const request: FuzzRequest = {
      mutation: 'valid',
      method: route.method,
      url: '',
      headers: auth === 'forged' ? { ...prng.pick(FORGED_CREDENTIALS) } : {},
      auth,
    };
    let requestPath = path;
    const requestQuery: Fields = { ...query };
    let rawQuery: string | null = null;
    let body: Fields | null = hasBody ? validBody() : null;
    let rawBody: string | Buffer | null = null;
    let contentType = 'application/json';

    const roll = prng.int(100);
    if (roll < 15) {
      // valid, as built above
    } else if (roll < 60 && hasBody && fieldNames.length > 0) {
      const [mutation, mutate] = prng.pick(bodyMutations);
      request.mutation = mutation;
      body = mutate(body ?? {});
    } else if (roll < 68 && hasBody) {
      request.mutation = 'body is not an object';
      rawBody = prng.pick(NOT_OBJECTS);
    } else if (roll < 76 && hasBody) {
      request.mutation = 'invalid JSON';
      rawBody = prng.chance(0.15)
        ? prng.chance(0.5)
          ? deeplyNestedJson(prng.pick([5000, 100_000]))
          : '['.repeat(100_000)
        : prng.chance(0.1)
          ? Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d])
          : prng.pick(BROKEN_JSON);
    } else if (roll < 83 && hasBody) {
      request.mutation = 'wrong content type';
      contentType = prng.pick(CONTENT_TYPES);
    } else if (roll < 85 && hasBody) {
      request.mutation = 'body over the size limit';
      const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
      rawBody = JSON.stringify({ ...body, [prng.pick([...fieldNames, 'x'])]: 'x'.repeat(limit + 1024) });
    } else if (roll < 93 && route.params) {
      request.mutation = 'bad path parameter';
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const segments = route.path.split('/');
      const target = `{${prng.pick(names)}}`;
      const templateIndex = segments.indexOf(target);
      const filled = path.split('/');
      filled[templateIndex] = prng.pick(PATH_PARAMS);
      requestPath = filled.join('/');
    } else if (roll < 98) {
      request.mutation = 'bad query';
      const keys = [
        ...new Set([...Object.keys(query), ...Object.keys(objectShape(route.query) ?? {}), 'page']),
      ];
      const key = prng.pick(keys);
      switch (prng.int(4)) {
        case 0:
          requestQuery[key] = prng.chance(0.5) ? hostileString(prng).slice(0, 8000) : wrongValue(prng);
          break;
        case 1:
          rawQuery = `${encodeQuery(requestQuery)}&${key}=1&${key}=2`;
          break;
        case 2:
          rawQuery = `${encodeQuery(requestQuery)}&${key}[a]=1&${key}[]=2`;
          break;
        default:
          rawQuery = `${key}=${prng.pick(QUERY_VALUES)}`;
      }
    } else {
      request.mutation = 'another method';
      request.method = prng.pick(
        ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'].filter((m) => m !== route.method),
      );
    }

    const search = rawQuery ?? encodeQuery(requestQuery);
    request.url = `${API_BASE_PATH}/${requestPath}${search ? `?${search}` : ''}`;
    if (route.multipart && rawBody === null && body !== null && contentType === 'application/json') {
      // The form's fields travel as parts: valid forms and mutated fields alike, with one file.
      const boundary = `fuzz${prng.int(1e9)}`;
      const brokenForm = prng.chance(0.15);
      request.payload = multipartForm(
        body,
        route.multipart.fileField,
        prng.pick(['a.txt', '../../x', '😀.txt']),
        boundary,
      );
      if (brokenForm) {
        request.mutation += ', truncated form';
        request.payload = request.payload.slice(0, prng.int(request.payload.length));
      }
      request.headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    } else if (hasBody || request.method !== route.method) {
      const payload = rawBody ?? (body === null ? undefined : JSON.stringify(body));
      if (payload !== undefined) {
        request.payload = payload;
        request.headers['content-type'] = contentType;
      }
    }
    requests.push(request);
  }
  return requests;
}
