import { and, asc, eq, inArray } from 'drizzle-orm';
import { routes } from '@drisk/contract';
import type { AppContext } from '../../appContext';
import { companiesOf, homeCompanyOf } from '../../admin/companyScope';
import { companies, devices, endpoints, userDevices, users } from '../../db/schema';
import { sessionRoute } from '../../http/registerRoute';

/**
 * GET user/registeredUsers: the device tree of the caller's company (company, its users, their gateways,
 * the gateways' IoT devices) and the registered users of every company the caller administers.
 */
export const registeredUsers = (ctx: AppContext) =>
  sessionRoute(routes.registeredUsers, async ({ grant }) => {
    const home = homeCompanyOf(grant);
    const ids = companiesOf(grant);
    const [company] =
      home === null
        ? []
        : await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, home));
    const treeRows =
      home === null
        ? []
        : await ctx.db
            .select({
              userId: users.id,
              firstName: users.firstName,
              lastName: users.lastName,
              deviceId: devices.deviceId,
              deviceName: devices.name,
            })
            .from(users)
            .leftJoin(userDevices, eq(userDevices.userId, users.id))
            .leftJoin(devices, eq(devices.deviceId, userDevices.deviceId))
            .where(eq(users.companyId, home))
            .orderBy(asc(users.id), asc(devices.name));
    const deviceIds = [...new Set(treeRows.flatMap((row) => (row.deviceId ? [row.deviceId] : [])))];
    const iot =
      deviceIds.length === 0
        ? []
        : await ctx.db
            .select({ deviceId: endpoints.deviceId, name: endpoints.name })
            .from(endpoints)
            .where(inArray(endpoints.deviceId, deviceIds))
            .orderBy(asc(endpoints.name));
    const iotOf = (deviceId: string) =>
      iot.filter((e) => e.deviceId === deviceId).map((e) => ({ iot_name: e.name }));

    const byUser = new Map<
      number,
      { user_name: string; devices: { device_name: string; iot_devices: { iot_name: string }[] }[] }
    >();
    for (const row of treeRows) {
      let entry = byUser.get(row.userId);
      if (!entry) {
        entry = { user_name: `${row.firstName} ${row.lastName}`.trim(), devices: [] };
        byUser.set(row.userId, entry);
      }
      if (row.deviceId && row.deviceName) {
        entry.devices.push({ device_name: row.deviceName, iot_devices: iotOf(row.deviceId) });
      }
    }

    const registered =
      ids.length === 0
        ? []
        : await ctx.db
            .select({
              first_name: users.firstName,
              last_name: users.lastName,
              email_id: users.email,
              phone_number: users.phone,
              isActive: users.isActive,
              profileStatus: users.profileStatus,
            })
            .from(users)
            .where(and(inArray(users.companyId, ids)))
            .orderBy(asc(users.firstName), asc(users.lastName));
    return {
      result: {
        device_tree: { company_name: company?.name ?? '', user_details: [...byUser.values()] },
        registered_users: registered.map(({ isActive, profileStatus, phone_number, ...row }) => ({
          ...row,
          phone_number: phone_number ?? '',
          isRegistered: (isActive && profileStatus === 'Yes' ? 1 : 0) as 0 | 1,
        })),
      },
    };
  });
