import { z } from 'zod';
import { CLOUD_LISTING_MAX_PAGE_SIZE, FILE_NAME_MAX_LENGTH, UPLOAD_MAX_FILES } from '../constants';
import { VALIDATION } from '../messages';
import { folderNameError } from '../validation/folderName';
import { deviceId, storagePath } from './common';
import { groupId } from './group';

/** Data sharing, the file browsers and device locations (spec 3 §2.3-2.6, §2.8, §3, §7). */

/** An external drive plugged into a device. Sizes in bytes. */
export const externalDrive = z.object({
  device_name: z.string(),
  device_id: z.string(),
  total: z.number(),
  available: z.number(),
  used: z.number(),
});
export type ExternalDrive = z.infer<typeof externalDrive>;

/** A device in the Data Sharing list, with its cloud storage and plan. Sizes in bytes. */
export const sharingDevice = z.object({
  device_name: z.string(),
  device_id: z.string(),
  role_id: z.number().int(),
  total: z.number(),
  used: z.number(),
  status: z.string(),
  message: z.string(),
  current_plan: z.string(),
  expire_date: z.string(),
  /** Base address of the device-local file server (kept in the session as localServerFileSharing). */
  localStorageServer: z.string(),
  external_drive: z.array(externalDrive),
});
export type SharingDevice = z.infer<typeof sharingDevice>;

/** POST fileSharing/dataSharing: group_id comes from the session when a group is open. */
export const dataSharingRequest = z.object({ device_id: deviceId, group_id: groupId.nullish() });
export const dataSharingResult = z.array(sharingDevice);

/** A file or folder. Cloud entries carry basename in name; lastmod is a date text, size in bytes. */
export const fileEntry = z.object({
  type: z.enum(['file', 'directory']),
  name: z.string(),
  filename: z.string(),
  lastmod: z.string(),
  size: z.number(),
  fileid: z.union([z.string(), z.number()]).optional(),
});
export type FileEntry = z.infer<typeof fileEntry>;
export const fileListResult = z.array(fileEntry);

/** A name given to a new folder or in a rename; never a path, never special symbols. */
export const entryName = (emptyMessage: string = VALIDATION.folderNameRequired) =>
  z
    .string({ error: emptyMessage })
    .max(FILE_NAME_MAX_LENGTH, { error: `must be at most ${FILE_NAME_MAX_LENGTH} characters` })
    .superRefine((value, ctx) => {
      const message = folderNameError(value, emptyMessage);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => value.trim());
export const folderName = entryName();

/**
 * POST fileSharing/copyToCloud. module copy_drive copies filename to an external drive at desPath;
 * copy_cloud copies to the cloud; the move/copy picker sends source (a list) and dest instead.
 */
export const copyToCloudRequest = z
  .object({
    module: z.enum(['copy_drive', 'copy_cloud'], { error: "must be 'copy_drive' or 'copy_cloud'" }),
    device_id: deviceId,
    filename: storagePath.optional(),
    desPath: storagePath.optional(),
    source: z
      .array(storagePath)
      .max(UPLOAD_MAX_FILES * 20)
      .optional(),
    dest: storagePath.optional(),
  })
  .superRefine((body, ctx) => {
    const single = body.filename !== undefined && body.desPath !== undefined;
    const list = body.source !== undefined && body.source.length > 0 && body.dest !== undefined;
    if (!single && !list)
      ctx.addIssue({
        code: 'custom',
        path: ['filename'],
        message: 'filename and desPath, or source and dest, are required',
      });
  });
export type CopyToCloudRequest = z.infer<typeof copyToCloudRequest>;

/** A device on the tracking map, with its endpoints count. */
export const locatedDevice = z.object({
  device_id: z.string(),
  device_name: z.string(),
  endpoint_count: z.number().int(),
  status: z.string(),
  /** Added: the last battery level in percent (null before any report), for the device details screen. */
  battery: z.number().int().min(0).max(100).nullable(),
  /** Added: when the gateway last reported (ISO 8601), null when it never did. */
  last_seen_at: z.string().nullable(),
});
export type LocatedDevice = z.infer<typeof locatedDevice>;
/** GET user/getDeviceGPS: one entry per place, with the devices there. */
export const deviceLocation = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Address text. */
  location: z.string(),
  devices: z.array(locatedDevice),
});
export type DeviceLocation = z.infer<typeof deviceLocation>;
export const deviceGpsResult = z.array(deviceLocation);

/** GET user/deviceTrack (ours): where a gateway was and what it moved over the last DEVICE_TRACK_HOURS. */
export const deviceTrackQuery = z.object({ device_id: deviceId });
export const trackPoint = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Address text the gateway reported with the position ('' when none). */
  location: z.string(),
  /** When the position was received (ISO 8601). */
  at: z.string(),
});
export type TrackPoint = z.infer<typeof trackPoint>;
export const hourlyUsage = z.object({
  /** Start of the hour (ISO 8601). */
  hour_start: z.string(),
  /** Bytes downloaded and uploaded in that hour, over every network. */
  bytes: z.number().int().nonnegative(),
});
export const deviceTrackResult = z.object({
  /** Oldest first. */
  points: z.array(trackPoint),
  /** Hours with any use, oldest first: the browser sums those since its own midnight as 'today'. */
  hourly_usage: z.array(hourlyUsage),
});
export type DeviceTrack = z.infer<typeof deviceTrackResult>;

/*
 * The device-local file server (served by the gateway, address in the session as localServerFileSharing).
 */

export const pathRequest = z.object({ path: storagePath });

/** POST createDirectory {path}: the last segment is the new folder's name and follows the folder-name rule. */
export const createDirectoryRequest = z.object({
  path: z
    .string()
    .superRefine((value, ctx) => {
      // The folder rule reads the text as sent: a trailing slash means an empty name.
      const message = folderNameError(value.split('/').pop() ?? '');
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .pipe(storagePath),
});

export const renameFilesRequest = z.object({
  source: storagePath,
  newName: entryName(VALIDATION.nameRequired),
});

const pathList = z.array(storagePath).min(1, { error: 'must name at least one path' }).max(1000);

/** POST moveFiles and copyFiles. */
export const transferFilesRequest = z.object({ source: pathList, dest: storagePath });
export type TransferFilesRequest = z.infer<typeof transferFilesRequest>;

export const deleteFileRequest = z.object({ path: pathList });

/** POST getFolders: the folders below path (the device root when absent), for the move/copy picker. */
export const getFoldersRequest = z.object({ path: storagePath.optional() });

/** POST validatingDeviceSize: 200 when the files fit at desPath; the upload follows only then. */
export const validatingDeviceSizeRequest = z.object({
  device_id: deviceId,
  /** Total bytes of the files. */
  file_size: z.number().int().min(0),
  file_names: z
    .array(z.string().min(1).max(FILE_NAME_MAX_LENGTH))
    .min(1, { error: VALIDATION.selectFile })
    .max(UPLOAD_MAX_FILES),
  desPath: storagePath,
});
export const validatingDeviceSizeResult = z.object({ available: z.number() });

/** Non-file fields of the multipart POST uploadFiles (the files travel in the `files` parts). */
export const uploadFilesFields = z.object({ desPath: storagePath });

/** Path parameter of GET downloadFiles/{path} and downloadFoldersWeb/{path}: a JSON list of paths. */
export const downloadParams = z.object({
  path: z
    .string()
    .max(16_384)
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON list of paths' });
        return z.NEVER;
      }
    })
    .pipe(pathList),
});
/** A browser navigation cannot set the Auth header, so downloads take the token in the query. */
export const downloadQuery = z.object({ token: z.string().max(512).optional() });

/*
 * Cloud storage calls (the api): the spec shows the browser but not these calls; they take the local
 * server's bodies plus the device_id whose cloud folder /dRisk/{device_id}/ they act on.
 */
const onDevice = { device_id: deviceId };
export const cloudPathRequest = pathRequest.extend(onDevice);
/**
 * POST fileSharing/fileStructure (ours): a folder in the order it is shown (folders first, then files, each
 * by name), whole, or a page of it when `limit` is given. The next page starts `after` the last entry of the
 * previous one (its type and name), so entries added or removed meanwhile neither repeat nor vanish; a page
 * shorter than `limit` is the last.
 */
export const cloudListingRequest = cloudPathRequest.extend({
  limit: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(CLOUD_LISTING_MAX_PAGE_SIZE, { error: `must be at most ${CLOUD_LISTING_MAX_PAGE_SIZE}` })
    .optional(),
  after: z
    .object({
      type: fileEntry.shape.type,
      name: z.string().min(1).max(FILE_NAME_MAX_LENGTH),
    })
    .optional(),
});
export type CloudListingRequest = z.infer<typeof cloudListingRequest>;
export const cloudCreateDirectoryRequest = createDirectoryRequest.extend(onDevice);
export const cloudRenameRequest = renameFilesRequest.extend(onDevice);
export const cloudTransferRequest = transferFilesRequest.extend(onDevice);
export const cloudDeleteRequest = deleteFileRequest.extend(onDevice);
export const cloudFoldersRequest = getFoldersRequest.extend(onDevice);
export const cloudUploadFields = uploadFilesFields.extend(onDevice);
/** Downloads name the device in the query (a GET has no body). */
export const cloudDownloadQuery = z.object(onDevice);
