import { z } from 'zod';
import { CLAIM_CODE_MAX_LENGTH, CONNECTED, DEVICE_STATUS, DISCONNECTED } from '../constants';
import { VALIDATION } from '../messages';
import { deviceId, recordId } from './common';

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
export const removeGuestUserRequest = z.object({ device_id: deviceId, user_id: recordId });

/** Claiming a gateway with the code on its sticker (device/claimDevice). */
export const claimDeviceRequest = z.object({
  device_id: z
    .string({ error: VALIDATION.claimDeviceIdRequired })
    .trim()
    .min(1, { error: VALIDATION.claimDeviceIdRequired })
    .max(64, { error: 'must be at most 64 characters' }),
  claim_code: z
    .string({ error: VALIDATION.claimCodeRequired })
    .trim()
    .min(1, { error: VALIDATION.claimCodeRequired })
    .max(CLAIM_CODE_MAX_LENGTH, { error: `must be at most ${CLAIM_CODE_MAX_LENGTH} characters` }),
});
export type ClaimDeviceRequest = z.infer<typeof claimDeviceRequest>;
export const claimDeviceResult = z.object({ device_id: z.string(), role_id: z.number().int() });

/** An endpoint online on the gateway now, for the Connected Devices screen (user/getConnectedDevices). */
export const connectedDeviceEntry = z.object({
  name: z.string(),
  mac_address: z.string(),
  ip_address: z.string(),
  /** Hours since it connected, to 2 decimals. */
  connected_time: z.number(),
  /** Bytes it moved (download + upload) since it connected. */
  data_used: z.number(),
});
export type ConnectedDeviceEntry = z.infer<typeof connectedDeviceEntry>;
export const connectedDevicesResult = z.array(connectedDeviceEntry);
