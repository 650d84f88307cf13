import { eq, sql } from 'drizzle-orm';
import { ROLE, type CompanyUserSortField } from '@drisk/contract';
import type { DataVersions } from '../cache/dataVersions';
import type { Queryable } from '../db/client';
import { userDevices, userTotp, users } from '../db/schema';

/** One profile as the User Profile list shows it, before the caller's own can_edit is worked out. */
export interface DirectoryProfile {
  user_id: number;
  employee_id: string;
  first_name: string;
  last_name: string;
  email_address: string;
  device_count: number;
  customer_id: number;
  version: number;
  /** Owns a gateway: such a profile cannot be edited from the console. */
  owner: boolean;
  /** Has a confirmed authenticator-app second factor (turning it on or off reports userChanged). */
  two_factor: boolean;
}

/** The profiles of one company as read at `stamp`, with each sort order worked out when first asked for. */
interface Snapshot {
  profiles: DirectoryProfile[];
  /** Per profile (same index): its searched fields lowercased, joined by FIELD_SEPARATOR. */
  haystacks: string[];
  members: Set<number>;
  stamp: number;
  loadedAt: number;
  /** A member changed since the read (told by DataVersions' user listener). */
  stale: boolean;
  sorted: Map<CompanyUserSortField, number[]>;
}

export interface DirectoryQuery {
  sort: CompanyUserSortField;
  order: 'ASC' | 'DESC';
  q: string;
  offset: number;
  limit: number;
}

/** Safety net under the version checks, as for the other caches (a write that forgot to report). */
const SNAPSHOT_TTL_MS = 60_000;
/** Profiles kept in memory at most, over all companies (about 300 bytes each). */
const MAX_CACHED_PROFILES = 200_000;

/** Sets of several companies whose merged lists are kept. */
const MAX_COMBINATIONS = 100;

/** Text order of the list: case and accents after letters, digits by value (E9 before E10), as people sort. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });

const TEXT_FIELDS = ['employee_id', 'first_name', 'last_name', 'email_address'] as const;
/** Between the searched fields of a profile; a search containing it matches nothing. */
const FIELD_SEPARATOR = '\u0001';

function compareBy(sort: CompanyUserSortField): (a: DirectoryProfile, b: DirectoryProfile) => number {
  const byId = (a: DirectoryProfile, b: DirectoryProfile) => a.user_id - b.user_id;
  if (sort === 'user_id') return byId;
  if (sort === 'device_count') return (a, b) => a.device_count - b.device_count || byId(a, b);
  return (a, b) => collator.compare(a[sort], b[sort]) || byId(a, b);
}

/**
 * The admin console's User Profile list (user/getCustomerUserDetails) from memory: each company's profiles
 * are read once, with their device counts, and every page, sort and search after that is worked out here,
 * so the list of a 10,000-profile company answers without touching the database.
 *
 * A company's snapshot is dropped when one of its members changes (a name, e-mail, employee id, role,
 * device mapping or second factor: DataVersions.userChanged) or when a profile joins or leaves it
 * (DataVersions.companyUsersChanged), on this node or another. Search is case-insensitive on the employee
 * id, names and e-mail, as before; the order is the collator's, then the user id, so pages never overlap.
 */
export class CompanyUserDirectory {
  private readonly snapshots = new Map<number, Snapshot>();
  private readonly loading = new Map<number, { stamp: number; snapshot: Promise<Snapshot> }>();
  private readonly combinations = new Map<string, { parts: Snapshot[]; merged: Snapshot }>();

  constructor(private readonly versions: DataVersions) {
    versions.onUserChanged((userId) => {
      for (const snapshot of this.snapshots.values()) if (snapshot.members.has(userId)) snapshot.stale = true;
    });
  }

  /** One page of the profiles of `companyIds`, and how many match in all. */
  async page(
    db: Queryable,
    companyIds: readonly number[],
    query: DirectoryQuery,
  ): Promise<{ rows: DirectoryProfile[]; total: number }> {
    const snapshots = await Promise.all(companyIds.map((id) => this.snapshotOf(db, id)));
    const snapshot = snapshots.length === 1 ? snapshots[0] : this.combined(companyIds.join(','), snapshots);
    const order = this.orderOf(snapshot, query.sort);
    const needle = query.q.toLowerCase();
    if (!needle) {
      // Paging through everything: only the page's rows are touched.
      const total = order.length;
      const start = query.order === 'ASC' ? query.offset : total - query.offset - query.limit;
      const indices = order.slice(Math.max(0, start), Math.max(0, start + query.limit));
      if (query.order === 'DESC') indices.reverse();
      return { rows: indices.map((index) => snapshot.profiles[index]), total };
    }
    const matching = needle.includes(FIELD_SEPARATOR)
      ? []
      : order.filter((index) => snapshot.haystacks[index].includes(needle));
    if (query.order === 'DESC') matching.reverse();
    return {
      rows: matching.slice(query.offset, query.offset + query.limit).map((index) => snapshot.profiles[index]),
      total: matching.length,
    };
  }

  /** The profiles of several companies as one snapshot, kept while each company's own is current. */
  private combined(key: string, parts: Snapshot[]): Snapshot {
    const kept = this.combinations.get(key);
    if (kept && kept.parts.length === parts.length && kept.parts.every((part, i) => part === parts[i])) {
      return kept.merged;
    }
    const merged: Snapshot = {
      profiles: parts.flatMap((part) => part.profiles),
      haystacks: parts.flatMap((part) => part.haystacks),
      members: new Set(),
      stamp: Math.min(...parts.map((part) => part.stamp)),
      loadedAt: Math.min(...parts.map((part) => part.loadedAt)),
      stale: false,
      sorted: new Map(),
    };
    // One combination per set of companies; a handful of admins with several companies each at most.
    if (this.combinations.size >= MAX_COMBINATIONS) this.combinations.clear();
    this.combinations.set(key, { parts, merged });
    return merged;
  }

  private orderOf(snapshot: Snapshot, sort: CompanyUserSortField): number[] {
    let order = snapshot.sorted.get(sort);
    if (!order) {
      const compare = compareBy(sort);
      order = snapshot.profiles.map((_, index) => index);
      order.sort((a, b) => compare(snapshot.profiles[a], snapshot.profiles[b]));
      snapshot.sorted.set(sort, order);
    }
    return order;
  }

  private isCurrent(companyId: number, snapshot: Snapshot, now: number): boolean {
    return (
      !snapshot.stale &&
      now - snapshot.loadedAt < SNAPSHOT_TTL_MS &&
      !this.versions.companyChangedSince(companyId, snapshot.stamp)
    );
  }

  private async snapshotOf(db: Queryable, companyId: number): Promise<Snapshot> {
    const cached = this.snapshots.get(companyId);
    if (cached && this.isCurrent(companyId, cached, Date.now())) return cached;
    this.snapshots.delete(companyId);
    // Concurrent requests of one company share one read, unless anything was reported since it began: a
    // request that follows a write must not get rows read before it.
    const pending = this.loading.get(companyId);
    if (pending && pending.stamp === this.versions.stamp()) return pending.snapshot;
    const stamp = this.versions.stamp();
    const snapshot = this.load(db, companyId, stamp).finally(() => {
      if (this.loading.get(companyId)?.snapshot === snapshot) this.loading.delete(companyId);
    });
    this.loading.set(companyId, { stamp, snapshot });
    return snapshot;
  }

  private async load(db: Queryable, companyId: number, stamp: number): Promise<Snapshot> {
    const profiles = await db
      .select({
        user_id: users.id,
        employee_id: sql<string>`coalesce(${users.employeeId}, '')`,
        first_name: users.firstName,
        last_name: users.lastName,
        email_address: users.email,
        device_count: sql<number>`count(${userDevices.id})::int`,
        customer_id: sql<number>`${users.companyId}`,
        version: users.version,
        owner: sql<boolean>`coalesce(bool_or(${userDevices.roleId} = ${ROLE.Owner}), false)`,
        two_factor: sql<boolean>`exists (select 1 from ${userTotp} where ${userTotp.userId} = ${users.id} and ${userTotp.confirmedAt} is not null)`,
      })
      .from(users)
      .leftJoin(userDevices, eq(userDevices.userId, users.id))
      .where(eq(users.companyId, companyId))
      .groupBy(users.id);
    const snapshot: Snapshot = {
      profiles,
      haystacks: profiles.map((profile) =>
        TEXT_FIELDS.map((field) => profile[field].toLowerCase()).join(FIELD_SEPARATOR),
      ),
      members: new Set(profiles.map((profile) => profile.user_id)),
      stamp,
      loadedAt: Date.now(),
      stale: false,
      sorted: new Map(),
    };
    // A member changed while the rows were read: answer with them once, but do not keep them.
    const changedMeanwhile = profiles.some((profile) =>
      this.versions.userChangedSince(profile.user_id, stamp),
    );
    if (!changedMeanwhile && !this.versions.companyChangedSince(companyId, stamp))
      this.keep(companyId, snapshot);
    return snapshot;
  }

  private keep(companyId: number, snapshot: Snapshot): void {
    this.snapshots.set(companyId, snapshot);
    let held = 0;
    for (const kept of this.snapshots.values()) held += kept.profiles.length;
    // Map order is insertion order: the companies read longest ago go first.
    for (const [id, kept] of this.snapshots) {
      if (held <= MAX_CACHED_PROFILES || id === companyId) break;
      this.snapshots.delete(id);
      held -= kept.profiles.length;
    }
  }
}
