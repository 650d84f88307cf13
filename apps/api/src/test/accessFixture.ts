import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROLE, type RoleId } from '@drisk/contract';
import { createPasswordHasher } from '../auth/passwordHasher';
import { startSession } from '../auth/sessions';
import {
  companies,
  companyDevices,
  cotGroups,
  devices,
  groupMembers,
  scanReports,
  scans,
  userDevices,
  users,
} from '../db/schema';
import { TEST_PASSWORD_HASHING } from './testDatabase';
import type { TestServer } from './testServer';

/** Every fixture user's password (the matrix's change-password request sends it as the old one). */
export const FIXTURE_PASSWORD = 'Sample#2024';

/**
 * Two separate worlds for the authorisation matrix. Side A: a company with one gateway and its Owner,
 * Admin and Guest; a group the Owner created with all three as members; a scan with a report; a user
 * profile of the company. Side B: the same things belonging to a fourth user, the stranger, who is Owner
 * of gateway B and nothing on side A. Every user is corporate, so company scopes depend on roles only.
 */
export type Subject = 'owner' | 'admin' | 'guest' | 'stranger';
export type Side = 'A' | 'B';

export const SUBJECTS: readonly Subject[] = ['owner', 'admin', 'guest', 'stranger'];

/** Each subject's role on each side's gateway (none: not mapped). */
export const ROLE_ON: Record<Subject, Partial<Record<Side, RoleId>>> = {
  owner: { A: ROLE.Owner },
  admin: { A: ROLE.Admin },
  guest: { A: ROLE.Guest },
  stranger: { B: ROLE.Owner },
};
/** The side of each subject's connected gateway, whose company they administer. */
export const HOME_SIDE: Record<Subject, Side> = { owner: 'A', admin: 'A', guest: 'A', stranger: 'B' };
/** Who created each side's group (its owner); every user mapped to a side is a member of its group. */
export const GROUP_CREATOR: Record<Side, Subject> = { A: 'owner', B: 'stranger' };

export interface SideIds {
  deviceId: string;
  companyId: number;
  groupId: number;
  scanUniqueId: string;
  reportTaskId: string;
  /** A user profile of the side's company (not one of the subjects). */
  profileUserId: number;
}

export interface AccessFixture {
  userIds: Record<Subject, number>;
  sides: Record<Side, SideIds>;
  /** A fresh session token of the subject (handlers under test may sign a session out). */
  token(subject: Subject): Promise<string>;
  /** Puts every row of the fixture back as it was (an allowed call may have changed or deleted it). */
  restore(): Promise<void>;
  /** restore(), only when a fixture row changed since the last one (one query when nothing did). */
  restoreIfChanged(): Promise<void>;
}

export async function createAccessFixture(server: TestServer): Promise<AccessFixture> {
  const { db } = server;
  const tag = randomBytes(4).toString('hex');
  const name = (what: string) => `matrix-${tag}-${what}`;

  const passwordHash = await createPasswordHasher(TEST_PASSWORD_HASHING).hash(FIXTURE_PASSWORD);
  const ids = new Map<string, number>();
  for (const who of [...SUBJECTS, 'profile-a', 'profile-b']) {
    const [row] = await db
      .insert(users)
      .values({
        firstName: who,
        lastName: 'Matrix',
        email: `${name(who)}@example.net`,
        userType: 'corporate',
        passwordHash,
        tinodeUsername: name(who),
      })
      .returning({ id: users.id });
    ids.set(who, row.id);
  }
  const userIds = Object.fromEntries(SUBJECTS.map((subject) => [subject, ids.get(subject)!])) as Record<
    Subject,
    number
  >;
  const profileOf = (side: Side) => ids.get(`profile-${side.toLowerCase()}`)!;

  const sides = {} as Record<Side, SideIds>;
  for (const side of ['A', 'B'] as const) {
    const [company] = await db
      .insert(companies)
      .values({ name: name(`company-${side}`) })
      .returning({ id: companies.id });
    const deviceId = `MTX-${tag}-${side}`.toUpperCase();
    await db.insert(devices).values({ deviceId, name: name(`gateway-${side}`) });
    await db
      .insert(companyDevices)
      .values({ companyId: company.id, deviceId, deviceName: name(`gateway-${side}`) });
    const [group] = await db
      .insert(cotGroups)
      .values({
        deviceId,
        name: name(`group-${side}`),
        topicId: name(`topic-${side}`),
        createdBy: userIds[GROUP_CREATOR[side]],
      })
      .returning({ id: cotGroups.id });
    sides[side] = {
      deviceId,
      companyId: company.id,
      groupId: group.id,
      scanUniqueId: name(`scan-${side}`),
      reportTaskId: name(`report-${side}`),
      profileUserId: profileOf(side),
    };
  }

  const restore = async () => {
    for (const side of ['A', 'B'] as const) {
      const ids = sides[side];
      await db
        .insert(companies)
        .overridingSystemValue()
        .values({ id: ids.companyId, name: name(`company-${side}`) })
        .onConflictDoNothing();
      await db
        .insert(devices)
        .values({ deviceId: ids.deviceId, name: name(`gateway-${side}`) })
        .onConflictDoNothing();
      await db
        .insert(companyDevices)
        .values({ companyId: ids.companyId, deviceId: ids.deviceId, deviceName: name(`gateway-${side}`) })
        .onConflictDoUpdate({ target: companyDevices.deviceId, set: { companyId: ids.companyId } });
      // A profile the admin console deleted comes back with its id.
      const profile = `profile-${side.toLowerCase()}`;
      await db
        .insert(users)
        .overridingSystemValue()
        .values({
          id: ids.profileUserId,
          firstName: profile,
          lastName: 'Matrix',
          email: `${name(profile)}@example.net`,
          userType: 'corporate',
          passwordHash,
          tinodeUsername: name(profile),
        })
        .onConflictDoNothing();
      await db.update(users).set({ companyId: ids.companyId }).where(eq(users.id, ids.profileUserId));
      await db
        .insert(cotGroups)
        .overridingSystemValue()
        .values({
          id: ids.groupId,
          deviceId: ids.deviceId,
          name: name(`group-${side}`),
          topicId: name(`topic-${side}`),
          createdBy: userIds[GROUP_CREATOR[side]],
        })
        .onConflictDoNothing();
      const [scan] = await db
        .insert(scans)
        .values({
          uniqueId: ids.scanUniqueId,
          deviceId: ids.deviceId,
          scanName: name(`scan-${side}`),
          scanConfig: 'base',
          schedule: {
            run_from: 0,
            run_until: 0,
            recurrence: {
              pattern: { type: 'once', interval: 1, days_of_week: [], days_of_month: [], months_of_year: [] },
            },
          },
        })
        .onConflictDoUpdate({ target: scans.uniqueId, set: { deviceId: ids.deviceId } })
        .returning({ id: scans.id });
      await db
        .insert(scanReports)
        .values({ uniqueId: ids.reportTaskId, scanId: scan.id, taskId: ids.reportTaskId })
        .onConflictDoUpdate({
          target: scanReports.uniqueId,
          set: { scanId: scan.id, taskId: ids.reportTaskId },
        });
    }
    for (const subject of SUBJECTS) {
      const userId = userIds[subject];
      await db
        .update(users)
        .set({ userType: 'corporate', isActive: true, accessRestrictions: null })
        .where(eq(users.id, userId));
      // Exactly the fixture's mappings: the home side connected, nothing else.
      await db.delete(userDevices).where(eq(userDevices.userId, userId));
      for (const side of ['A', 'B'] as const) {
        const roleId = ROLE_ON[subject][side];
        if (roleId === undefined) continue;
        await db.insert(userDevices).values({
          userId,
          deviceId: sides[side].deviceId,
          roleId,
          isConnected: HOME_SIDE[subject] === side,
        });
        await db.insert(groupMembers).values({ groupId: sides[side].groupId, userId }).onConflictDoNothing();
      }
      await db.delete(groupMembers).where(
        and(
          eq(groupMembers.userId, userId),
          inArray(
            groupMembers.groupId,
            (['A', 'B'] as const)
              .filter((side) => !ROLE_ON[subject][side])
              .map((side) => sides[side].groupId),
          ),
        ),
      );
      // The fixture wrote behind the caches' back.
      server.app.versions.userChanged(userId);
    }
    server.app.versions.devicesChanged([sides.A.deviceId, sides.B.deviceId]);
  };
  const userList = sql.join(
    [...SUBJECTS.map((subject) => userIds[subject]), sides.A.profileUserId, sides.B.profileUserId].map(
      (id) => sql`${id}`,
    ),
    sql`, `,
  );
  const deviceList = sql`${sides.A.deviceId}, ${sides.B.deviceId}`;
  /** Every fixture row an allowed call could change, as one text. */
  const fingerprint = async () => {
    const result: unknown = await db.execute(sql`
      select concat_ws('|',
        (select string_agg(concat_ws(',', user_id, device_id, role_id, is_connected), ';' order by id)
           from user_devices where user_id in (${userList})),
        (select string_agg(concat_ws(',', id, company_id, user_type, is_active, password_hash), ';' order by id)
           from users where id in (${userList})),
        (select string_agg(concat_ws(',', device_id, company_id), ';' order by device_id)
           from company_devices where device_id in (${deviceList})),
        (select string_agg(concat_ws(',', g.id, g.created_by, m.user_id), ';' order by g.id, m.user_id)
           from cot_groups g left join group_members m on m.group_id = g.id where g.device_id in (${deviceList})),
        (select string_agg(concat_ws(',', s.unique_id, r.task_id), ';' order by s.unique_id, r.task_id)
           from scans s left join scan_reports r on r.scan_id = s.id where s.device_id in (${deviceList})),
        (select string_agg(id::text, ';' order by id) from companies where id in (${sides.A.companyId}, ${sides.B.companyId}))
      ) as print`);
    // node-postgres and PGlite both answer { rows }.
    return (result as { rows: { print: string }[] }).rows[0].print;
  };

  await restore();
  let restored = await fingerprint();

  return {
    userIds,
    sides,
    token: (subject) => startSession(db, server.config, userIds[subject], { ip: '127.0.0.1' }),
    restore,
    async restoreIfChanged() {
      if ((await fingerprint()) === restored) return;
      await restore();
      restored = await fingerprint();
    },
  };
}
