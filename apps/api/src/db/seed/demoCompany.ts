import { ROLE } from '@drisk/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../client';
import { auditLog, companies, companyDevices, userDevices, users, type AccessRestrictions } from '../schema';

/** The password of every demo user profile. */
export const DEMO_PROFILE_PASSWORD = 'Profile#123';

const ALL_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** User profiles of the demo company: one without restrictions, two restricted (office hours, summer only). */
export const DEMO_PROFILES: readonly {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  employeeId: string;
  role: 'admin' | 'guest';
  status: 'Yes' | 'No';
  restrictions: AccessRestrictions | null;
}[] = [
  {
    email: 'field.lead@example.com',
    firstName: 'Felix',
    lastName: 'Lead',
    phone: '5550100011',
    employeeId: 'EMP-011',
    role: 'admin',
    status: 'Yes',
    restrictions: null,
  },
  {
    email: 'office.hours@example.com',
    firstName: 'Olga',
    lastName: 'Office',
    phone: '5550100012',
    employeeId: 'EMP-012',
    role: 'guest',
    status: 'Yes',
    restrictions: {
      months: ALL_MONTHS,
      days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
      start_time: '09:00 AM',
      end_time: '05:00 PM',
    },
  },
  {
    email: 'summer.temp@example.com',
    firstName: 'Sunny',
    lastName: 'Temp',
    phone: '5550100013',
    employeeId: 'EMP-013',
    role: 'guest',
    status: 'No',
    restrictions: {
      months: ['Jun', 'Jul', 'Aug'],
      days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      start_time: '12:00 AM',
      end_time: '12:00 AM',
    },
  },
];

/** A second company of the demo owner, without devices yet. */
export const DEMO_SECOND_COMPANY = 'Northwind Field Team';

/**
 * The demo owner's companies: the demo company (its gateways and user profiles on dRisk-Beta, some
 * restricted) and an empty second one, with the audit entries of having set them up.
 */
export async function seedDemoCompany(
  db: Queryable,
  input: {
    companyId: number;
    ownerUserId: number;
    deviceIds: readonly { deviceId: string; name: string }[];
    profilePasswordHash: string;
  },
): Promise<void> {
  const { companyId, ownerUserId } = input;
  await db.update(companies).set({ ownerUserId }).where(eq(companies.id, companyId));
  const [second] = await db
    .insert(companies)
    .values({ name: DEMO_SECOND_COMPANY, city: 'Manchester', telephone: '5550108888', ownerUserId })
    .returning({ id: companies.id });
  const links = await db
    .insert(companyDevices)
    .values(input.deviceIds.map((d) => ({ companyId, deviceId: d.deviceId, deviceName: d.name })))
    .returning();
  const profiles = await db
    .insert(users)
    .values(
      DEMO_PROFILES.map((p) => ({
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        phone: p.phone,
        userType: 'corporate',
        loginType: 'eRisk',
        passwordHash: input.profilePasswordHash,
        tinodeUsername: p.email.split('@')[0].replace(/\W/g, ''),
        companyId,
        employeeId: p.employeeId,
        profileRole: p.role,
        profileStatus: p.status,
        accessRestrictions: p.restrictions,
      })),
    )
    .returning({ id: users.id, email: users.email });
  await db
    .insert(userDevices)
    .values(
      profiles.map((p) => ({ userId: p.id, deviceId: 'DRB-100002', roleId: ROLE.Guest, isConnected: true })),
    );
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, ownerUserId));
  await db.insert(auditLog).values([
    {
      companyId: second.id,
      actorUserId: ownerUserId,
      actorEmail: owner.email,
      action: 'create',
      resource: 'companies',
      recordId: String(second.id),
      after: { customer_id: second.id, customer_name: DEMO_SECOND_COMPANY },
    },
    ...links.map((link) => ({
      companyId,
      actorUserId: ownerUserId,
      actorEmail: owner.email,
      action: 'create',
      resource: 'companyDevices',
      recordId: String(link.id),
      after: { Id: link.id, device_id: link.deviceId, device_name: link.deviceName, status: link.status },
    })),
    ...profiles.map((p) => ({
      companyId,
      actorUserId: ownerUserId,
      actorEmail: owner.email,
      action: 'create',
      resource: 'users',
      recordId: String(p.id),
      after: { user_id: p.id, email_address: p.email },
    })),
  ]);
}
