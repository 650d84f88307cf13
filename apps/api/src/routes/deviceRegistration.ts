import { and, eq } from 'drizzle-orm';
import { ROLE, SERVER, routes } from '@drisk/contract';
import type { AppContext } from '../appContext';
import { companyDevices, devices, invitations, userDevices } from '../db/schema';
import { claimKeys, isClaimLocked, recordClaimFailure } from '../devices/claimLockout';
import { verifyClaimCode } from '../devices/claimCodes';
import { connectFallback } from '../devices/connectFallback';
import { purgeDeviceData } from '../devices/purgeDeviceData';
import { recordRoleChanges } from '../admin/auditTrail';
import { HttpError } from '../http/HttpError';
import { sessionRoute } from '../http/registerRoute';

/** Everyone mapped to a device, for the signals after a change of the device itself. */
async function mappedUserIds(ctx: AppContext, deviceId: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ userId: userDevices.userId })
    .from(userDevices)
    .where(eq(userDevices.deviceId, deviceId));
  return rows.map((row) => row.userId);
}

/** POST user/updateDriskDevices: renames a gateway (Owner or Admin); everyone mapped to it sees the new name. */
export const updateDriskDevices = (ctx: AppContext) =>
  sessionRoute(routes.updateDriskDevices, async ({ body }) => {
    await ctx.db.update(devices).set({ name: body.device_name }).where(eq(devices.deviceId, body.device_id));
    ctx.versions.devicesChanged([body.device_id]);
    for (const userId of await mappedUserIds(ctx, body.device_id)) {
      void ctx.gateways.publishToUser(userId, { module: 'devices' });
    }
    return { message: SERVER.deviceRenamedRegistration, result: null };
  });

/**
 * POST device/unRegisterDevice: the Owner gives the gateway up. Every mapping, pending invitation and
 * company link goes at once, so nobody sees its data any more (cached access is dropped on every api
 * node and MQTT subscriptions to it end); the data itself waits UNREGISTERED_DATA_RETENTION_DAYS for the
 * purge job (jobs/unregisteredDevicePurge.ts), so the Owner who claims it back in time finds it again.
 */
export const unRegisterDevice = (ctx: AppContext) =>
  sessionRoute(routes.unRegisterDevice, async ({ body, session }) => {
    const removed = await ctx.db.transaction(async (tx) => {
      await tx
        .select({ id: devices.deviceId })
        .from(devices)
        .where(eq(devices.deviceId, body.device_id))
        .for('update');
      const mappings = await tx
        .delete(userDevices)
        .where(eq(userDevices.deviceId, body.device_id))
        .returning({ userId: userDevices.userId, roleId: userDevices.roleId });
      // Before the company link goes, so the company's administrators see who lost the gateway.
      await recordRoleChanges(
        tx,
        session.userId,
        body.device_id,
        mappings.map((m) => ({ userId: m.userId, before: m.roleId, after: null })),
      );
      await tx.delete(invitations).where(eq(invitations.deviceId, body.device_id));
      await tx.delete(companyDevices).where(eq(companyDevices.deviceId, body.device_id));
      await tx
        .update(devices)
        .set({ unregisteredAt: new Date(), unregisteredBy: session.userId })
        .where(eq(devices.deviceId, body.device_id));
      const userIds = mappings.map((row) => row.userId);
      await connectFallback(tx, userIds);
      return userIds;
    });
    ctx.versions.devicesChanged([body.device_id]);
    for (const userId of removed) {
      ctx.versions.userChanged(userId);
      void ctx.gateways.publishToUser(userId, { module: 'devices' });
    }
    return { message: SERVER.deviceUnregistered, result: null };
  });

/**
 * POST device/claimDevice: adds a gateway to the caller's account with the claim code on its sticker.
 * An unknown device id and a wrong code get the same 400, and both count towards the lock of the caller
 * and of that device id (CLAIM_MAX_FAILURES per CLAIM_LOCK_MINUTES), so codes cannot be guessed and the
 * answer never tells whether a device exists.
 *
 * With the right code: a gateway nobody owns becomes the caller's, as Owner (a new Owner after an
 * unregistration gets it purged first: the previous owner's data is not theirs). A gateway that has an
 * Owner stays theirs: holding the sticker is not enough to take a gateway from its Owner, who can invite
 * the caller instead (409, and the right code showed the caller holds the gateway, so saying so leaks
 * nothing).
 */
export const claimDevice = (ctx: AppContext) =>
  sessionRoute(routes.claimDevice, async ({ body, session }) => {
    const now = new Date();
    const deviceId = body.device_id.toUpperCase();
    const keys = claimKeys(session.userId, deviceId);
    if (await isClaimLocked(ctx.db, keys, now)) throw new HttpError(429, SERVER.claimLocked);
    const [device] = await ctx.db
      .select({ hash: devices.claimCodeHash })
      .from(devices)
      .where(eq(devices.deviceId, deviceId));
    if (!verifyClaimCode(device?.hash ?? null, body.claim_code)) {
      await recordClaimFailure(ctx.db, keys, now);
      throw new HttpError(400, SERVER.claimRefused);
    }

    await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ unregisteredAt: devices.unregisteredAt, unregisteredBy: devices.unregisteredBy })
        .from(devices)
        .where(eq(devices.deviceId, deviceId))
        .for('update');
      const mappings = await tx
        .select({ userId: userDevices.userId, roleId: userDevices.roleId })
        .from(userDevices)
        .where(eq(userDevices.deviceId, deviceId));
      const own = mappings.find((m) => m.userId === session.userId);
      if (own?.roleId === ROLE.Owner) throw new HttpError(409, SERVER.claimAlreadyYours);
      if (mappings.some((m) => m.roleId === ROLE.Owner)) throw new HttpError(409, SERVER.claimAlreadyOwned);

      if (locked.unregisteredAt && locked.unregisteredBy !== session.userId)
        await purgeDeviceData(tx, deviceId);
      await tx
        .update(devices)
        .set({ unregisteredAt: null, unregisteredBy: null })
        .where(eq(devices.deviceId, deviceId));
      const [connected] = await tx
        .select({ id: userDevices.id })
        .from(userDevices)
        .where(and(eq(userDevices.userId, session.userId), eq(userDevices.isConnected, true)));
      await recordRoleChanges(tx, session.userId, deviceId, [
        { userId: session.userId, before: own?.roleId ?? null, after: ROLE.Owner },
      ]);
      if (own) {
        await tx
          .update(userDevices)
          .set({ roleId: ROLE.Owner })
          .where(and(eq(userDevices.userId, session.userId), eq(userDevices.deviceId, deviceId)));
      } else {
        await tx
          .insert(userDevices)
          .values({ userId: session.userId, deviceId, roleId: ROLE.Owner, isConnected: !connected });
      }
    });
    ctx.versions.devicesChanged([deviceId]);
    // The purge above, if any, took the old owner's cloud files: no listing of theirs may be served.
    ctx.versions.filesChanged(deviceId);
    ctx.versions.userChanged(session.userId);
    void ctx.gateways.publishToUser(session.userId, { module: 'devices' });
    return { message: SERVER.deviceClaimed, result: { device_id: deviceId, role_id: ROLE.Owner } };
  });
