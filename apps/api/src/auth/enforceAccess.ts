import { and, eq } from 'drizzle-orm';
import {
  SERVER,
  UI_TEXT,
  locationsOf,
  withinLimits,
  type IdLocation,
  type RoleId,
  type RouteAccess,
} from '@drisk/contract';
import type { AppContext } from '../appContext';
import type { Queryable } from '../db/client';
import {
  companyDevices,
  cotGroups,
  groupMembers,
  scanReports,
  scans,
  users,
} from '../db/schema';
import { HttpError } from '../http/HttpError';
import { findDeviceMapping, type DeviceAccess } from './deviceAccess';
import type { Session } from './sessions';

/**
 * The one place where the route table's access declarations are enforced (registerRoute calls it for
 * every route, after validation and before the handler). Handlers receive what it verified and never check
 * a device, role, group or company themselves. Every refusal about someone else's resource is the same
 * 403 whether or not the resource exists, so nothing about other people's data leaks.
 */

/** A group the caller may use, and whether they created it. */
export interface GroupAccess {
  groupId: number;
  deviceId: string;
  isOwner: boolean;
}

/** The companies the caller administers: their connected device's company and the companies they created. */
export interface CompanyAccess {
  /** The connected device's company; null while it belongs to none. */
  companyId: number | null;
  /** Every company the caller administers (the connected device's first), possibly none. */
  companyIds: number[];
  connected: DeviceAccess;
}

/** What enforcement verified, handed to the handler. */
export interface Grant {
  device?: DeviceAccess;
  /** The group the request names (the first, when it names several: `groups` holds them all). */
  group?: GroupAccess;
  groups?: GroupAccess[];
  company?: CompanyAccess;
}

/** The parts of a request, validated by the route's schemas. */
export interface RequestParts {
  body: unknown;
  query: unknown;
  params: unknown;
}

/** The ids at a location: none when absent, several when the field is a list (each one is checked). */
function valuesAt(parts: RequestParts, at: IdLocation): (string | number)[] {
  const part = parts[at.in];
  const value = part && typeof part === 'object' ? (part as Record<string, unknown>)[at.field] : undefined;
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((item) => item !== undefined && item !== null && item !== '')
    .map((item) => (typeof item === 'number' ? item : String(item)));
}

const required = (at: IdLocation) => new HttpError(400, `${at.field}: is required`);

const forbidden = (message: string) => new HttpError(403, message);

/** The gateway a device-scoped id names (a device_id, or a scan's or report's), or null. */
async function deviceOf(db: Queryable, at: IdLocation, value: string | number): Promise<string | null> {
  switch (at.kind ?? 'device') {
    case 'device':
      return String(value);
    case 'scan': {
      const [row] = await db
        .select({ deviceId: scans.deviceId })
        .from(scans)
        .where(eq(scans.uniqueId, String(value)))
        .limit(1);
      return row?.deviceId ?? null;
    }
    case 'scanReport': {
      const [row] = await db
        .select({ deviceId: scans.deviceId })
        .from(scanReports)
        .innerJoin(scans, eq(scans.id, scanReports.scanId))
        .where(eq(scanReports.taskId, String(value)))
        .limit(1);
      return row?.deviceId ?? null;
    }
    default:
      throw new Error(`A device scope cannot read a ${at.kind} id`);
  }
}

/** Whether `role` passes a device scope: among its roles, or a limited role within its limits. */
function admits(access: Extract<RouteAccess, { scope: 'device' }>, role: RoleId, body: unknown) {
  if (access.roles.includes(role)) return true;
  if (!(access.limits ?? []).some((limit) => limit.role === role)) return false;
  return withinLimits(access, role, body as Record<string, unknown>);
}

async function enforceDevice(
  ctx: AppContext,
  access: Extract<RouteAccess, { scope: 'device' }>,
  session: Session,
  parts: RequestParts,
): Promise<Grant> {
  let granted: DeviceAccess | undefined;
  for (const at of locationsOf(access)) {
    for (const value of valuesAt(parts, at)) {
      const deviceId = await deviceOf(ctx.db, at, value);
      if (deviceId === null) throw forbidden(SERVER.deviceForbidden);
      // The cached lookup: hot read paths (Home polls) must not query the mapping on every request.
      const mapping = await ctx.deviceAccess.require(ctx.db, session.userId, deviceId);
      if (!admits(access, mapping.roleId, parts.body)) {
        throw forbidden(access.roleRefusal ?? SERVER.roleForbidden);
      }
      granted = mapping;
    }
  }
  if (!granted) {
    const fields = locationsOf(access).map((at) => `${at.in}.${at.field}`);
    throw new HttpError(400, `${fields.join(' or ')}: is required`);
  }
  return { device: granted };
}

async function enforceGroup(
  db: Queryable,
  access: Extract<RouteAccess, { scope: 'group' }>,
  session: Session,
  parts: RequestParts,
): Promise<Grant> {
  const values = valuesAt(parts, access.at);
  if (values.length === 0) {
    if (access.at.optional) return {};
    throw required(access.at);
  }
  const groups: GroupAccess[] = [];
  for (const value of values) groups.push(await findGroup(db, access, session, value));
  return { group: groups[0], groups };
}

async function findGroup(
  db: Queryable,
  access: Extract<RouteAccess, { scope: 'group' }>,
  session: Session,
  value: string | number,
): Promise<GroupAccess> {
  const groupId = Number(value);
  if (!Number.isSafeInteger(groupId)) throw forbidden(SERVER.groupForbidden);
  const [row] = await db
    .select({ deviceId: cotGroups.deviceId, createdBy: cotGroups.createdBy, memberId: groupMembers.id })
    .from(cotGroups)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, cotGroups.id), eq(groupMembers.userId, session.userId)),
    )
    .where(eq(cotGroups.id, groupId))
    .limit(1);
  const isOwner = row?.createdBy === session.userId;
  if (!row || (row.memberId === null && !isOwner)) throw forbidden(SERVER.groupForbidden);
  if (access.owner && !isOwner) throw forbidden(SERVER.groupOwnerOnly);
  return { groupId, deviceId: row.deviceId, isOwner };
}

/** The company a company-scoped id names (a company, one of its devices, users or gateways' scans), or null. */
async function companyOf(db: Queryable, at: IdLocation, value: string | number): Promise<number | null> {
  switch (at.kind) {
    case 'company':
      return Number(value);
    case 'device': {
      const [row] = await db
        .select({ companyId: companyDevices.companyId })
        .from(companyDevices)
        .where(eq(companyDevices.deviceId, String(value)))
        .limit(1);
      return row?.companyId ?? null;
    }
    case 'scan': {
      const [row] = await db
        .select({ companyId: companyDevices.companyId })
        .from(scans)
        .innerJoin(companyDevices, eq(companyDevices.deviceId, scans.deviceId))
        .where(eq(scans.uniqueId, String(value)))
        .limit(1);
      return row?.companyId ?? null;
    }
    case 'companyUser': {
      const id = Number(value);
      if (!Number.isSafeInteger(id)) return null;
      const [row] = await db
        .select({ companyId: users.companyId })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.companyId ?? null;
    }
    default:
      throw new Error(`A company scope cannot read a ${at.kind ?? 'device'} id`);
  }
}

async function enforceCompany(
  ctx: AppContext,
  access: Extract<RouteAccess, { scope: 'company' }>,
  session: Session,
  parts: RequestParts,
): Promise<Grant> {
  const db = ctx.db;
  const standing = await ctx.companyStanding.read(db, session.userId);
  if (!standing || standing.userType !== access.userType || !access.roles.includes(standing.roleId)) {
    throw forbidden(UI_TEXT.adminOwnershipRequired);
  }
  const companyIds = [
    ...new Set([...(standing.companyId === null ? [] : [standing.companyId]), ...standing.createdCompanyIds]),
  ];
  const company: CompanyAccess = {
    companyId: standing.companyId,
    companyIds,
    connected: { deviceId: standing.deviceId, roleId: standing.roleId, isConnected: true },
  };
  if (access.at) {
    const values = valuesAt(parts, access.at);
    if (values.length === 0 && !access.at.optional) throw required(access.at);
    for (const value of values) {
      const target = await companyOf(db, access.at, value);
      if (target === null || !companyIds.includes(target)) throw forbidden(SERVER.companyForbidden);
    }
  }
  return { company };
}

/**
 * Checks the caller against the route's declaration; returns what it verified. Public, broker and link
 * scopes grant nothing here: the broker's secret is checked where those calls are mounted
 * (realtime/brokerAuthRoutes.ts) and a link is its own proof, checked against its record by its route.
 */
export async function enforceAccess(
  ctx: AppContext,
  access: RouteAccess,
  session: Session | null,
  parts: RequestParts,
): Promise<Grant> {
  if (access.scope === 'public' || access.scope === 'broker' || access.scope === 'link') return {};
  if (!session) throw new Error('enforceAccess: a scoped route reached enforcement without a session');
  switch (access.scope) {
    case 'session':
      return {};
    case 'device':
      return enforceDevice(ctx, access, session, parts);
    case 'group':
      return enforceGroup(ctx.db, access, session, parts);
    case 'company':
      return enforceCompany(ctx, access, session, parts);
  }
}

/**
 * For rules about a user's standing that no route declaration can express, because which rule applies
 * depends on the data (a 'new device' question may be answered only while its user still manages the
 * device; an invitation needs no mapping at all). 403 as enforcement would answer. Reads the mapping
 * without the cache, inside the caller's transaction when given one.
 */
export async function requireHeldRole(
  db: Queryable,
  userId: number,
  deviceId: string,
  roles: readonly RoleId[],
): Promise<void> {
  const mapping = await findDeviceMapping(db, userId, deviceId);
  if (!roles.includes(mapping.roleId)) throw forbidden(SERVER.roleForbidden);
}
