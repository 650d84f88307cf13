import { ROLE, wireDateToIsoDate } from '@drisk/contract';
import { count } from 'drizzle-orm';
import type { PasswordHasher } from '../../auth/passwordHasher';
import type { Database } from '../client';
import {
  companies,
  devices,
  endpoints,
  faq,
  invitations,
  notifications,
  parentalSettings,
  settings,
  userDevices,
  users,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME, DEMO_DEVICES, DEMO_MANUFACTURE } from './demoAccounts';
import { seedDemoAccessControls } from './demoAccessControls';
import { DEMO_PROFILE_PASSWORD, seedDemoCompany } from './demoCompany';
import { seedDemoChats } from './demoChats';
import { seedDemoCloudFiles } from './demoCloudFiles';
import { DEMO_ENDPOINTS } from './demoEndpoints';
import { seedDemoIssueLogs } from './demoIssueLogs';
import { seedDemoThreatEvents } from './demoThreatEvents';
import { DEMO_NOTIFICATIONS } from './demoNotifications';
import { seedDemoScans } from './demoScans';
import { seedDemoStoragePlans } from './demoStoragePlans';
import { seedDemoUsageHistory } from './demoUsageHistory';
import { FAQ_ENTRIES } from './faqEntries';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Fills an empty database with the demo data of ARCHITECTURE.md. Runs only while there is no user yet,
 * in one transaction, so a crash halfway leaves nothing behind. Returns whether it seeded.
 */
export async function seedDemoData(db: Database, passwords: PasswordHasher): Promise<boolean> {
  const [{ users: existing }] = await db.select({ users: count() }).from(users);
  if (existing > 0) return false;

  // Hash before the transaction: hashing is slow and needs no database.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => passwords.hash(account.password)));
  const profilePasswordHash = await passwords.hash(DEMO_PROFILE_PASSWORD);
  const now = Date.now();

  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: DEMO_COMPANY_NAME,
        streetAddress: '1 Example Street',
        city: 'London',
        state: 'Greater London',
        zipcode: 'EC1A 1AA',
        telephone: '5550109999',
      })
      .returning({ id: companies.id });

    await tx.insert(devices).values(
      DEMO_DEVICES.map((device) => ({
        deviceId: device.deviceId,
        name: device.name,
        status: device.status,
        manufacture: DEMO_MANUFACTURE,
        model: device.model,
        version: device.version,
        serialNumber: device.serialNumber,
        wifiSsid: device.wifiSsid,
        wifiPassword: device.wifiPassword,
        dataPlanBytes: 50 * 1024 ** 3,
        dataPlanExpiresAt: new Date(now + 20 * DAY),
        batteryLevel: 76,
        latitude: device.latitude,
        longitude: device.longitude,
        locationText: device.locationText,
        lastSeenAt: new Date(now),
      })),
    );
    await tx.insert(settings).values(
      DEMO_DEVICES.map((device, index) => ({
        deviceId: device.deviceId,
        autoBlock: 1 as const,
        wifiProfile: index === 1 ? '2.4 GH' : '5 GH',
        wifiAttenuation: 2,
      })),
    );
    await tx.insert(parentalSettings).values(DEMO_DEVICES.map((device) => ({ deviceId: device.deviceId })));

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account, index) => ({
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          phone: account.phone,
          dob: wireDateToIsoDate(account.dob),
          userType: account.type,
          loginType: 'eRisk',
          passwordHash: hashes[index],
          tinodeUsername: account.tinodeUsername,
          companyId: account.type === 'corporate' ? company.id : null,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = (email: string) => {
      const row = userRows.find((u) => u.email === email);
      if (!row) throw new Error(`Demo user ${email} is missing`);
      return row.id;
    };

    await tx.insert(userDevices).values(
      DEMO_ACCOUNTS.flatMap((account) =>
        account.devices.map((mapping) => ({
          userId: userId(account.email),
          deviceId: mapping.deviceId,
          roleId: mapping.roleId,
          isConnected: mapping.connected,
        })),
      ),
    );

    await tx.insert(endpoints).values(
      DEMO_ENDPOINTS.map((endpoint, index) => ({
        deviceId: endpoint.deviceId,
        macAddress: endpoint.mac,
        ipAddress: endpoint.ip,
        name: endpoint.name,
        kind: endpoint.kind,
        isOnline: endpoint.state === 'online',
        connectedSince:
          endpoint.state === 'online' ? new Date(now - (endpoint.connectedHours ?? 1) * HOUR) : null,
        blockedUntil: endpoint.state === 'blocked' ? new Date(now + 2 * HOUR) : null,
        blockedPermanent: endpoint.state === 'awaiting-approval',
        firstSeenAt: new Date(now - (60 - index * 3) * DAY),
        lastSeenAt: new Date(now - (endpoint.state === 'offline' ? 3 * DAY : 0)),
      })),
    );

    for (const demo of DEMO_NOTIFICATIONS) {
      const createdAt = new Date(now - demo.daysAgo * DAY);
      let payload: Record<string, unknown> = {};
      if (demo.mac) payload = { mac_address: demo.mac };
      if (demo.inviteRoleId && demo.invitedBy) {
        const [invitation] = await tx
          .insert(invitations)
          .values({
            email: demo.email,
            deviceId: demo.deviceId,
            roleId: demo.inviteRoleId,
            invitedBy: userId(demo.invitedBy),
            status: 'notified',
            createdAt,
            notifiedAt: createdAt,
          })
          .returning({ id: invitations.id });
        payload = {
          invitation_id: invitation.id,
          role_id: demo.inviteRoleId,
          invited_by: userId(demo.invitedBy),
        };
      }
      await tx.insert(notifications).values({
        userId: userId(demo.email),
        deviceId: demo.deviceId,
        kind: demo.kind,
        userType: demo.userType,
        message: demo.message,
        status: demo.status,
        inputRequired: demo.inputRequired,
        payload,
        createdAt,
        answeredAt: demo.status === 'Pending' ? null : new Date(createdAt.getTime() + HOUR),
      });
    }

    await tx.insert(faq).values(FAQ_ENTRIES.map((entry, index) => ({ ...entry, position: index + 1 })));

    // Months of traffic, a week of blocked visits, a month of protect-mode blocks (the admin threat dashboard)
    // and saved access controls, so Home, IoT Device Details and Admin show data.
    await seedDemoUsageHistory(tx, now);
    await seedDemoIssueLogs(tx, now);
    await seedDemoThreatEvents(tx, now);
    await seedDemoAccessControls(tx);
    await seedDemoCompany(tx, {
      companyId: company.id,
      ownerUserId: userId('owner@example.com'),
      deviceIds: DEMO_DEVICES.filter((device) => device.corporate),
      profilePasswordHash,
    });
    await seedDemoStoragePlans(tx);
    await seedDemoChats(tx, now);
    const ownerOf = (deviceId: string) => {
      const owner = DEMO_ACCOUNTS.find((account) =>
        account.devices.some((d) => d.deviceId === deviceId && d.roleId === ROLE.Owner),
      );
      return owner ? userId(owner.email) : null;
    };
    await seedDemoScans(tx, now, ownerOf);
    await seedDemoCloudFiles(tx, now, ownerOf);
  });
  return true;
}
