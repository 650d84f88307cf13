import { z } from 'zod';
import { CONNECTED, DEVICE_STATUS, DISCONNECTED } from '../constants';
import { VALIDATION } from '../messages';
import { deviceId } from './common';

/** A gateway in the user's device list. */
export const driskDevice = z.object({
  device_id: z.string(),
  name: z.string(),
  is_connected: z.enum([CONNECTED, DISCONNECTED]),
  role_id: z.number().int(),
  status: z.enum(DEVICE_STATUS),
});
export type DriskDevice = z.infer<typeof driskDevice>;

export const allDriskDevicesResult = z.object({ device_details: z.array(driskDevice) });
export type AllDriskDevicesResult = z.infer<typeof allDriskDevicesResult>;

export const updateConnectionRequest = z.object({ device_id: deviceId });
export const updateConnectionResult = z.object({ device_id: z.string(), role_id: z.number().int() });
export type UpdateConnectionResult = z.infer<typeof updateConnectionResult>;

/** Details shown on More (spec 2). */
export const moreDetails = z.object({
  manufacture: z.string(),
  model: z.string(),
  device_name: z.string(),
  version: z.string(),
  wifi_name_ssid: z.string(),
  wifi_password: z.string(),
});
export type MoreDetails = z.infer<typeof moreDetails>;
export const moreDetailsResult = z.array(moreDetails);

export const renameDeviceRequest = z.object({
  device_name: z.string().trim().min(1, { error: VALIDATION.deviceNameRequiredRegistration }).max(100),
  device_id: deviceId,
});

export const mappedUser = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  role_id: z.number().int(),
});
export type MappedUser = z.infer<typeof mappedUser>;
export const mappedUsersResult = z.array(mappedUser);
export const removeGuestUserRequest = z.object({ device_id: deviceId, user_id: z.coerce.number().int() });
