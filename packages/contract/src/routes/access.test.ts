import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLE } from '../constants';
import { locationsOf, type RouteAccess } from './access';
import { can } from './can';
import type { RouteDef } from './defineRoute';
import { routeList } from './index';

/**
 * Fields that name something a user may not own: a gateway, group, company, user, scan, report, file or
 * folder. A route that takes one must say how it is checked: as the place its scope reads its id from, or
 * in `within` (looked up only inside what the scope grants, or ignored).
 */
const GUARDED_FIELD =
  /^(device_id|device_ids|group_id|customer_id|user_id|cot_id|cot_ids|unique_id|task_id|id|Id|room|file|filename|path|desPath|source|dest|destination|oldPath|newPath|files)$/;

/** Keys of a request part's object schema, looking through optional, default, pipes and refinements. */
function keysOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 10 && current; depth++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else if (current instanceof z.ZodDefault) current = current.unwrap();
    else if (current instanceof z.ZodPipe) current = current.in;
    else return [];
  }
  return [];
}

const guardedFields = (route: RouteDef) =>
  [
    ...keysOf(route.body).map((field) => ['body', field] as const),
    ...keysOf(route.query).map((field) => ['query', field] as const),
    ...keysOf(route.params).map((field) => ['params', field] as const),
  ].filter(([, field]) => GUARDED_FIELD.test(field));

const covers = (a: RouteAccess, part: string, field: string) =>
  locationsOf(a).some((at) => at.in === part && at.field === field) || (a.within ?? []).includes(field);

describe('the access guard: no route takes an id it does not check', () => {
  it.each(routeList.map((route) => [route.name, route] as const))('%s', (_, route) => {
    const unchecked = guardedFields(route)
      .filter(([part, field]) => !covers(route.access, part, field))
      .map(([part, field]) => `${part}.${field}`);
    expect(unchecked, `declare how ${route.name} checks these, in its access`).toEqual([]);
  });

  it('reads every scope id from a field the route really takes', () => {
    for (const route of routeList) {
      for (const at of locationsOf(route.access)) {
        const part = route[at.in];
        expect(keysOf(part), `${route.name}: ${at.in}.${at.field}`).toContain(at.field);
      }
    }
  });

  it('gives every route that names a path parameter a scope reading it, or a link', () => {
    for (const route of routeList) {
      for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
        expect(covers(route.access, 'params', name) || route.access.scope === 'link', route.name).toBe(true);
      }
    }
  });
});

describe('can(), the clients’ copy of the decision', () => {
  it('lets every role read its device and only managers change its rules', () => {
    for (const role of [ROLE.Owner, ROLE.Admin, ROLE.Guest]) expect(can(role, 'getDashboardData')).toBe(true);
    expect(can(ROLE.Owner, 'denyDevice')).toBe(true);
    expect(can(ROLE.Admin, 'denyDevice')).toBe(true);
    expect(can(ROLE.Guest, 'denyDevice')).toBe(false);
    expect(can(null, 'getDashboardData')).toBe(false);
  });

  it('leaves a Guest the Notifications toggle and nothing else', () => {
    expect(can(ROLE.Guest, 'updateSettings', { body: { type: 'notification' } })).toBe(true);
    expect(can(ROLE.Guest, 'updateSettings', { body: { type: 'protect_mode' } })).toBe(false);
    expect(can(ROLE.Admin, 'updateSettings', { body: { type: 'protect_mode' } })).toBe(true);
  });

  it('keeps the Owner-only calls to the Owner', () => {
    expect(can(ROLE.Owner, 'unRegisterDevice')).toBe(true);
    expect(can(ROLE.Admin, 'unRegisterDevice')).toBe(false);
    expect(can(ROLE.Admin, 'removeGuestUsers')).toBe(false);
  });

  it('opens the admin console to corporate Owners and Admins only (spec 1: the Admin entry)', () => {
    expect(can(ROLE.Owner, 'getCustomerDetails', { userType: 'corporate' })).toBe(true);
    expect(can(ROLE.Admin, 'getCustomerDetails', { userType: 'corporate' })).toBe(true);
    expect(can(ROLE.Guest, 'getCustomerDetails', { userType: 'corporate' })).toBe(false);
    expect(can(ROLE.Owner, 'getCustomerDetails', { userType: 'individual' })).toBe(false);
    expect(can(ROLE.Owner, 'getCustomerDetails')).toBe(false);
  });

  it('never lets an app call the broker endpoints', () => {
    expect(can(ROLE.Owner, 'mqttAcl')).toBe(false);
  });
});
