import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHAT_EVENTS } from '../schemas/group';
import type { RouteDef } from './defineRoute';
import { localServerRoutes, routeList, routeTables } from './index';
import { ADDED_CALLS, SPEC_CALLS, type SpecCall } from './spec-calls';

type NamedRoute = RouteDef & { name: string };
const localList: NamedRoute[] = Object.entries(localServerRoutes).map(([name, route]) => ({
  ...(route as RouteDef),
  name,
}));

/** The method and path a spec row stands for: leading slashes and the query string dropped. */
function resolve(call: SpecCall) {
  const [writtenPath, query = ''] = call.written.split('?');
  return {
    method: call.chosen?.method ?? call.method,
    path: call.chosen?.path ?? writtenPath.replace(/^\/+/, ''),
    queryKeys: query ? query.split('&').map((pair) => pair.split('=')[0]) : [],
  };
}

/** Keys of an object schema, looking through arrays, nullable, optional, defaults and pipes. */
function objectKeys(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 10 && current; depth++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    if (current instanceof z.ZodArray) current = current.element;
    else if (current instanceof z.ZodNullable || current instanceof z.ZodOptional) current = current.unwrap();
    else if (current instanceof z.ZodDefault) current = current.unwrap();
    else if (current instanceof z.ZodPipe) current = current.in;
    // A reply with alternatives (user/login's session or second-factor challenge): the keys of any of them.
    else if (current instanceof z.ZodUnion)
      return current.options.flatMap((option) => objectKeys(option as z.ZodType));
    else return [];
  }
  return [];
}

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const label = (call: SpecCall) => `spec ${call.spec}: ${call.method ?? '(no method)'} ${call.written}`;

describe('every call of the three spec tables is in the route table', () => {
  const httpCalls = SPEC_CALLS.filter((call) => call.served !== 'chatSocket');

  it.each(httpCalls.map((call) => [label(call), call] as const))('%s', (_, call) => {
    const { method, path, queryKeys } = resolve(call);
    const table = call.served === 'api' ? routeList : localList;
    const route = table.find((r) => r.method === method && r.path === path);
    expect(route, `${method} ${path} is missing from the ${call.served} table`).toBeDefined();
    if (!route) return;

    const requestKeys = [...objectKeys(route.body), ...objectKeys(route.query)];
    for (const key of queryKeys) expect(objectKeys(route.query), `query ${key}`).toContain(key);
    for (const field of call.fields ?? []) expect(requestKeys, `payload field ${field}`).toContain(field);
    for (const field of call.reads ?? [])
      expect(objectKeys(route.result), `reply field ${field}`).toContain(field);
    if (call.files) expect(route.multipart?.fileField).toBe(call.files);
  });

  it('has the chat socket events of spec 3', () => {
    const socketRows = SPEC_CALLS.filter((call) => call.served === 'chatSocket');
    expect(socketRows).toHaveLength(1);
    for (const event of socketRows[0].events ?? []) expect(Object.values(CHAT_EVENTS)).toContain(event);
  });

  it('keeps the device-local file server out of the api table', () => {
    for (const route of localList) {
      expect(
        routeList.some((r) => r.path === route.path),
        route.path,
      ).toBe(false);
    }
  });
});

describe('the route table has nothing the spec does not ask for', () => {
  it('traces every spec-sourced api route to a row of its spec document', () => {
    const untraced = routeList.filter((route) => {
      if (route.source === 'new') return false;
      return !SPEC_CALLS.some((call) => {
        const { method, path } = resolve(call);
        return (
          call.served === 'api' &&
          call.spec === route.source &&
          method === route.method &&
          path === route.path
        );
      });
    });
    expect(untraced.map((r) => `${r.source} ${r.method} ${r.path}`)).toEqual([]);
  });

  it('lists the calls we added, and only those, as new', () => {
    const added = routeList.filter((route) => route.source === 'new').map((route) => route.path);
    expect(added.sort()).toEqual([...ADDED_CALLS].sort());
  });
});

describe.each([
  ['api routes', routeList],
  ['local server routes', localList],
] as const)('%s', (_, list) => {
  it('never share a method and path', () => {
    const keys = list.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('all have a result schema and a summary', () => {
    for (const route of list) {
      expect(route.result, route.name).toBeInstanceOf(z.ZodType);
      expect(route.summary.length, route.name).toBeGreaterThan(0);
    }
  });

  it('have a params field for every {x} of the path, and no other', () => {
    for (const route of list) {
      expect(objectKeys(route.params).sort(), route.name).toEqual(pathParams(route.path).sort());
    }
  });

  it('write paths without a leading slash or a query string, and GET carries no body', () => {
    for (const route of list) {
      expect(route.path, route.name).toMatch(/^[A-Za-z][\w\-/{}]*$/);
      if (route.method === 'GET') expect(route.body, route.name).toBeUndefined();
    }
  });
});

it('keeps route names unique across the area tables (the merge would hide a clash)', () => {
  const names = Object.values(routeTables).flatMap((table) => Object.keys(table));
  expect(new Set(names).size).toBe(names.length);
  expect(routeList).toHaveLength(names.length);
});

/*
 * The fixture against the spec text itself, when a copy of the specification is available (DRISK_SPEC_DIR, or
 * the folder where the product's team keeps it beside the checkout).
 */
const specDir =
  process.env.DRISK_SPEC_DIR ?? fileURLToPath(new URL('../../../../../shared/spec/', import.meta.url));
const specFiles = existsSync(specDir)
  ? readdirSync(specDir).filter((file) => /^[123]-.*\.md$/.test(file))
  : [];
const section7 = (spec: string) => {
  const file = specFiles.find((name) => name.startsWith(`${spec}-`));
  const text = readFileSync(`${specDir}/${file}`, 'utf8');
  return text.slice(text.indexOf('## 7.'), text.indexOf('## 8.'));
};

describe.skipIf(specFiles.length !== 3)('the fixture matches the spec documents', () => {
  it.each(['1', '2', '3'] as const)('every row of the spec %s tables is in the fixture', (spec) => {
    const rows = section7(spec)
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('|') && !/^\|\s*-/.test(line) && !/^\|\s*(Method|Purpose|Call)\s*\|/.test(line),
      );
    expect(rows.length).toBeGreaterThan(0);
    const uncovered = rows.filter(
      (row) =>
        !SPEC_CALLS.some(
          (call) =>
            call.spec === spec &&
            row.includes(call.written) &&
            (call.method === null || new RegExp(`\\b${call.method}\\b`).test(row)),
        ),
    );
    expect(uncovered).toEqual([]);
  });

  it.each(['1', '2', '3'] as const)('every fixture row of spec %s is written so in the spec', (spec) => {
    const text = section7(spec);
    const missing = SPEC_CALLS.filter((call) => call.spec === spec && !text.includes(call.written));
    expect(missing.map(label)).toEqual([]);
  });
});
