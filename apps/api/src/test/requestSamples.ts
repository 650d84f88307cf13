import { locationsOf, type IdLocation, type RouteDef } from '@drisk/contract';
import type { z } from 'zod';
import type { SideIds } from './accessFixture';

/**
 * Valid requests built from a route's schemas, for tests generated from the route table (the
 * authorisation matrix). Each field gets a value from its schema (the first enum member, a number, a
 * string long enough); fields whose format no generic value satisfies take one from SAMPLE_VALUES. The
 * ids a route's access reads are filled in for the side under test.
 */

/** Values for fields whose format a generic value does not meet (dates, e-mail, MAC...); the first the
 * field's schema accepts is used (the same name has different formats in different calls). */
const SAMPLE_VALUES: Record<string, readonly unknown[]> = {
  email_address: ['matrix-sample@example.net'],
  email: ['matrix-sample@example.net'],
  password: ['Sample#2024'],
  oldPassword: ['Sample#2024'],
  newPassword: ['Sample#2025x'],
  dob: ['02/14/1992'],
  phone_number: ['5550109999'],
  telephone: ['5550109999'],
  zipcode: ['10001'],
  mac_address: ['AA:BB:CC:DD:EE:01'],
  ip_address: ['192.168.1.20'],
  startDate: ['01/01/2026'],
  endDate: ['01/31/2026'],
  start_date: ['01/01/2026'],
  end_date: ['01/31/2026'],
  date: ['01/15/2026'],
  from: ['01/01/2026'],
  to: ['01/31/2026'],
  dimension: ['impact'],
  value: ['High'],
  start_time: ['08:00', '08:00 AM'],
  end_time: ['18:00', '06:00 PM'],
  active_schedule_time: ['08:00', '08:00 AM'],
  inactive_schedule_time: ['18:00', '06:00 PM'],
  // An access window's times (extra_windows).
  start: ['20:00'],
  end: ['21:45'],
  months: ['Jan,Feb', ['Jan']],
  days: ['Mon,Tue', ['Mon']],
  profile_url: ['iVBORw0KGgo='],
  hardware_ip: ['192.168.1.1'],
  file: ['AAAAAAAAAAAAAAAAAAAAAAAA', `${'A'.repeat(43)}.csv`],
  bssid: ['AA:BB:CC:DD:EE:02'],
  order: ['ASC'],
  sort: ['["id","DESC"]', 'CustomerId', 'Id', 'user_id', 'device_id'],
  range: ['[0,4]'],
  filter: ['{}'],
  card_number: ['4242424242424242'],
  // Storage paths name the root of SAMPLE_DEVICE, which sampleRequest swaps for the side's device.
  path: ['/dRisk/SAMPLE_DEVICE', ['/dRisk/SAMPLE_DEVICE'], '["/dRisk/SAMPLE_DEVICE"]'],
  desPath: ['/dRisk/SAMPLE_DEVICE'],
  dest: ['/dRisk/SAMPLE_DEVICE'],
  source: ['/dRisk/SAMPLE_DEVICE/missing.txt', ['/dRisk/SAMPLE_DEVICE/missing.txt']],
  file_names: [['sample.txt']],
  code: ['123456'],
};

/**
 * Body fields for routes whose schema ties fields together (the field named by `type` must be present).
 * updateSettings changes a setting a Guest may not change, so the matrix sees the Guest's limit refuse it.
 */
const ROUTE_BODY_SAMPLES: Partial<Record<string, Record<string, unknown>>> = {
  updateSettings: { type: 'mobile_data', mobile_data: 1 },
  copyToCloud: { filename: '/dRisk/report.pdf', desPath: '/dRisk/' },
  cloudRenameFiles: { newName: 'renamed.txt' },
  // Exactly one of a code and a recovery code; turning off takes a code.
  loginSecondFactor: { code: '123456' },
  twoFactorDisable: { code: '123456', password: undefined },
};

/**
 * Ids a route takes `within` its scope (looked up inside the granted device): the side's own resource of
 * that kind, so the handler finds it (user/updateVulnerabilityScan's unique_id is the side's scan).
 */
const WITHIN_SAMPLES: Partial<Record<string, Record<string, NonNullable<IdLocation['kind']>>>> = {
  updateVulnerabilityScan: { unique_id: 'scan' },
};

interface ZodDefLike {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
  checks?: { _zod: { def: { check: string; minimum?: number; value?: number } } }[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDefLike } })._zod.def;

function minLength(def: ZodDefLike): number {
  const check = def.checks?.find((c) => c._zod.def.check === 'min_length');
  return check?._zod.def.minimum ?? 0;
}

/** A value the schema accepts, or undefined for an optional field with nothing better to send. */
function sampleOf(schema: z.ZodType, field: string, depth = 0): unknown {
  if (depth > 12) return undefined;
  const known = SAMPLE_VALUES[field]?.find((value) => schema.safeParse(value).success);
  if (known !== undefined) return known;
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .map(([key, item]) => [key, sampleOf(item, key, depth + 1)])
          .filter(([, value]) => value !== undefined),
      );
    case 'optional':
      return undefined;
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleOf(def.innerType!, field, depth + 1);
    case 'default':
    case 'prefault':
      return sampleOf(def.innerType!, field, depth + 1);
    case 'pipe':
      return sampleOf(def.in!, field, depth + 1);
    case 'lazy':
      return def.getter ? sampleOf(def.getter(), field, depth + 1) : undefined;
    case 'array': {
      const item = sampleOf(def.element!, field, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'union':
      for (const option of def.options ?? []) {
        const value = sampleOf(option, field, depth + 1);
        if (option.safeParse(value).success) return value;
      }
      return sampleOf(def.options![0], field, depth + 1);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return false;
    case 'number':
    case 'int':
      return 1;
    case 'bigint':
      return 1;
    case 'string':
      return 'Sample'.padEnd(Math.max(6, minLength(def)), 'x');
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** The id a scope location reads, for one side of the fixture. */
function idFor(at: IdLocation, ids: SideIds): string | number {
  switch (at.kind ?? 'device') {
    case 'device':
      return ids.deviceId;
    case 'scan':
      return ids.scanUniqueId;
    case 'scanReport':
      return ids.reportTaskId;
    case 'group':
      return ids.groupId;
    case 'company':
      return ids.companyId;
    case 'companyUser':
      return ids.profileUserId;
  }
}

export interface SampleRequest {
  path: string;
  body?: Record<string, unknown>;
}

/**
 * A request the route's schemas accept, naming the side's resources where its access reads an id (the
 * first location of a scope that has several). Throws, naming the route and the problem, when no valid
 * request can be built: add the field to SAMPLE_VALUES.
 */
export function sampleRequest(route: RouteDef & { name: string }, ids: SideIds): SampleRequest {
  const parts: Record<'body' | 'query' | 'params', Record<string, unknown>> = {
    body: {
      ...((route.body ? sampleOf(route.body, 'body') : {}) as Record<string, unknown>),
      ...ROUTE_BODY_SAMPLES[route.name],
    },
    query: (route.query ? sampleOf(route.query, 'query') : {}) as Record<string, unknown>,
    params: (route.params ? sampleOf(route.params, 'params') : {}) as Record<string, unknown>,
  };
  for (const [field, kind] of Object.entries(WITHIN_SAMPLES[route.name] ?? {}))
    parts.body[field] = idFor({ in: 'body', field, kind }, ids);
  const [at] = locationsOf(route.access);
  if (at) {
    // The id as the field takes it: a list of one (cot/deleteGroup's group_id), or text (a path parameter).
    const id = idFor(at, ids);
    const shape = (route[at.in] as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
    const field = shape?.[at.field];
    const forms = [id, [id], String(id)];
    parts[at.in][at.field] = forms.find((form) => field?.safeParse(form).success) ?? id;
  }

  for (const name of ['body', 'query', 'params'] as const)
    parts[name] = JSON.parse(
      JSON.stringify(parts[name]).replaceAll('SAMPLE_DEVICE', String(ids.deviceId)),
    ) as Record<string, unknown>;

  for (const name of ['body', 'query', 'params'] as const) {
    const schema = route[name];
    if (!schema) continue;
    const checked = schema.safeParse(parts[name]);
    if (!checked.success) {
      throw new Error(
        `${route.name}: cannot build a valid ${name} (${checked.error.issues
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ')}); add a value to SAMPLE_VALUES in test/requestSamples.ts`,
      );
    }
  }
  const path = route.path.replace(/\{(\w+)\}/g, (_, param: string) =>
    encodeURIComponent(String(parts.params[param])),
  );
  const search = new URLSearchParams(
    Object.entries(parts.query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return {
    path: search ? `${path}?${search}` : path,
    body: route.method === 'GET' ? undefined : parts.body,
  };
}
