import { z } from 'zod';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_MAX_PAGE_SIZE,
  ASSIGNABLE_ROLE_IDS,
  DEVICE_STATUS_OPTIONS,
  PROFILE_DAYS,
  PROFILE_MONTHS,
  PROFILE_PASSWORD_PATTERN,
  USER_PROFILE_DEFAULTS,
  USER_PROFILE_ROLES,
} from '../constants';
import { VALIDATION } from '../messages';
import {
  boundedText,
  deviceId,
  emailAddress,
  flag,
  personName,
  recordId,
  wireDate,
  wireTime,
  yesNo,
} from './common';
import { scanConfig, scanUniqueId } from './scan';

/** The admin console: companies, their devices, user profiles, device tree (spec 3 §2.9, §3, §7 Admin calls). */

/*
 * Paging, sorting and search of the admin tables (spec 3 §4: sorting toggles per column; §9: 5, 10, 25 rows).
 * The reply's result stays the spec's list; the total travels in the TOTAL_COUNT_HEADER response header.
 */

/** Query fields of a paged admin list sorted by one of `fields` (defaults: the spec's default sort). */
export function adminListFields<const F extends readonly [string, ...string[]]>(
  fields: F,
  defaultSort: F[number],
  defaultOrder: 'ASC' | 'DESC',
) {
  return {
    q: boundedText(100).default(''),
    page: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1, { error: 'must be 1 or more' })
      .default(1),
    per_page: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(1, { error: 'must be 1 or more' })
      .max(ADMIN_MAX_PAGE_SIZE, { error: `must be at most ${ADMIN_MAX_PAGE_SIZE}` })
      .default(ADMIN_DEFAULT_PAGE_SIZE),
    sort: z.enum(fields, { error: `must be one of ${fields.join(', ')}` }).default(defaultSort as never),
    order: z
      .string()
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC'], { error: "must be 'ASC' or 'DESC'" }))
      .default(defaultOrder),
  };
}

/** A record's version as the client read it; a stale one is refused (optimistic concurrency). */
const expectedVersion = z.coerce.number({ error: 'must be a whole number' }).int().positive().optional();

/*
 * Companies.
 */

const companyFields = {
  customer_name: z
    .string({ error: VALIDATION.customerNameRequired })
    .trim()
    .min(1, { error: VALIDATION.customerNameRequired })
    .max(200, { error: 'must be at most 200 characters' }),
  street_address: boundedText(200).default(''),
  city: boundedText(100).default(''),
  state: boundedText(100).default(''),
  zipcode: boundedText(20).default(''),
  telephone: boundedText(32).default(''),
};

export const createCustomerRequest = z.object(companyFields);
export type CreateCustomerRequest = z.input<typeof createCustomerRequest>;
export const saveCustomerDetailsRequest = z.object({
  ...companyFields,
  customer_id: recordId,
  /** Ours (issue 16): require a second factor of the company's users; absent leaves it as it is. */
  require_two_factor: z.boolean({ error: 'must be true or false' }).optional(),
  version: expectedVersion,
});
export type SaveCustomerDetailsRequest = z.input<typeof saveCustomerDetailsRequest>;
export const customerRef = z.object({ customer_id: recordId });
export const createCustomerResult = z.object({ customer_id: z.number().int() });

/**
 * GET user/getCustomerDetails: search matches exactly (case-insensitive on the name) the id, name, device
 * count, registered date (MM/DD/YYYY) or user count (spec 3 §5); companies sort by id ascending by default.
 */
export const COMPANY_SORT_FIELDS = [
  'CustomerId',
  'customer_name',
  'devices',
  'user',
  'registered_date',
] as const;
export const companyListQuery = z.object(adminListFields(COMPANY_SORT_FIELDS, 'CustomerId', 'ASC'));

/** A row of GET user/getCustomerDetails (the company list reads CustomerId, not customer_id). */
export const companyListRow = z.object({
  CustomerId: z.number().int(),
  customer_name: z.string(),
  /** Number of users of the company. */
  user: z.number().int(),
  /** Number of devices of the company. */
  devices: z.number().int(),
  /** When the company was registered, MM/DD/YYYY (the spec shows a fixed placeholder; we send the real date). */
  registered_date: z.string(),
  version: z.number().int(),
});
export type CompanyListRow = z.infer<typeof companyListRow>;
export const companyListResult = z.array(companyListRow);

/** A company for the edit form (result[0] of user/getCustomerById). */
export const company = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  telephone: z.string(),
  /** Ours (issue 16): whether the company's users must have a second factor. */
  require_two_factor: z.boolean(),
  version: z.number().int(),
});
export type Company = z.infer<typeof company>;
export const customerByIdResult = z.array(company);

/*
 * Devices of a company.
 */

export const deviceStatusOption = z.enum(DEVICE_STATUS_OPTIONS, { error: "must be 'active' or 'in-active'" });

/** A device that can be added (to a company, or to a user profile). */
export const availableDevice = z.object({ device_id: z.string(), device_name: z.string() });
export type AvailableDevice = z.infer<typeof availableDevice>;
export const availableDevicesResult = z.array(availableDevice);

/** Devices available to add to a company: id is the company id. */
export const availableCustomerDevicesRequest = z.object({ id: recordId });

export const insertCustomerDevicesRequest = z.object({
  device_ids: z
    .array(deviceId, { error: VALIDATION.selectDevice })
    .min(1, { error: VALIDATION.selectDevice })
    .max(500),
  status: deviceStatusOption,
  customer_id: recordId,
});

/** Device table: search by q (device id or names, contains), newest link first by default (spec 3 §4). */
export const COMPANY_DEVICE_SORT_FIELDS = ['Id', 'device_id', 'device_name', 'status'] as const;
export const companyDeviceQuery = z.object({
  ...adminListFields(COMPANY_DEVICE_SORT_FIELDS, 'Id', 'DESC'),
  /** Narrows to one company (the session's customer details); absent, every company the caller administers. */
  customer_id: recordId.optional(),
});
/** Users table: search by q (names, e-mail, employee id, contains), by id ascending by default (spec 3 §4). */
export const COMPANY_USER_SORT_FIELDS = [
  'user_id',
  'employee_id',
  'first_name',
  'last_name',
  'email_address',
  'device_count',
] as const;
export type CompanyUserSortField = (typeof COMPANY_USER_SORT_FIELDS)[number];
export const companyUserQuery = z.object({
  ...adminListFields(COMPANY_USER_SORT_FIELDS, 'user_id', 'ASC'),
  customer_id: recordId.optional(),
});

/** A device of a company. Id is the id of the company-device link record. */
export const companyDevice = z.object({
  Id: z.number().int(),
  device_id: z.string(),
  device_name: z.string(),
  /** The device's own name as the user gave it. */
  name: z.string(),
  status: deviceStatusOption,
  customer_id: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  version: z.number().int(),
});
export type CompanyDevice = z.infer<typeof companyDevice>;
export const companyDevicesResult = z.array(companyDevice);

export const updateCustomerDeviceDetailsRequest = z.object({
  device_id: deviceId,
  device_name: z.string().trim().min(1, { error: 'is required' }).max(100),
  status: deviceStatusOption,
  version: expectedVersion,
});

export const deleteCustomerDeviceRequest = z.object({ Id: recordId, device_id: deviceId });

/*
 * User profiles.
 */

const profileFirstName = z
  .string({ error: VALIDATION.profileFirstNameRequired })
  .pipe(personName.min(1, { error: VALIDATION.profileFirstNameRequired }));
const profileEmail = emailAddress({
  required: VALIDATION.registrationEmailRequired,
  invalid: VALIDATION.registrationEmailInvalid,
});
const cellNumber = z
  .string({ error: VALIDATION.validCellNumber })
  .trim()
  .regex(/^\d{10}$/, { error: VALIDATION.validCellNumber });
const employeeId = z
  .string({ error: VALIDATION.employeeIdRequired })
  .trim()
  .min(1, { error: VALIDATION.employeeIdRequired })
  .max(64, { error: 'must be at most 64 characters' });
const profilePassword = z
  .string({ error: VALIDATION.validProfilePassword })
  .regex(PROFILE_PASSWORD_PATTERN, { error: VALIDATION.validProfilePassword });
const userRole = z.enum(USER_PROFILE_ROLES, { error: VALIDATION.selectRole });
const profileDevice = z
  .string({ error: VALIDATION.selectDevice })
  .trim()
  .min(1, { error: VALIDATION.selectDevice })
  .max(64);

/** A comma list whose entries all come from `allowed`, e.g. 'Jan,Feb' (an empty list is '' ). */
const commaList = (allowed: readonly string[], what: string) =>
  z
    .string()
    .max(200)
    .refine((value) => value === '' || value.split(',').every((entry) => allowed.includes(entry.trim())), {
      error: `must be a comma list of ${what}: ${allowed.join(', ')}`,
    });
const profileMonths = commaList(PROFILE_MONTHS, 'months');
const profileDays = commaList(PROFILE_DAYS, 'days');

/** createUserProfile: the user-profile fields of spec 3 §3. */
export const createUserProfileRequest = z.object({
  first_name: profileFirstName,
  last_name: personName.default(''),
  email_address: profileEmail,
  password: profilePassword,
  phone_number: cellNumber,
  employee_id: employeeId,
  dob: wireDate.or(z.literal('')).default(''),
  user_role: userRole,
  customer_id: recordId,
  user_status: yesNo.default(USER_PROFILE_DEFAULTS.user_status),
  device_id: profileDevice,
  access_restrictions: yesNo.default(USER_PROFILE_DEFAULTS.access_restrictions),
  months: profileMonths.default(USER_PROFILE_DEFAULTS.months),
  days: profileDays.default(USER_PROFILE_DEFAULTS.days),
  start_time: wireTime.default(USER_PROFILE_DEFAULTS.start_time),
  end_time: wireTime.default(USER_PROFILE_DEFAULTS.end_time),
  company_name: boundedText(200).default(''),
});
export type CreateUserProfileRequest = z.input<typeof createUserProfileRequest>;
export const createUserProfileResult = z.object({ user_id: z.number().int() });

export const userRef = z.object({ user_id: recordId });

/** updateUserProfile: first name, e-mail, 10-digit phone and employee id are required; the rest changes when sent. */
export const updateUserProfileRequest = z.object({
  user_id: recordId,
  first_name: profileFirstName,
  last_name: personName.optional(),
  email_address: profileEmail,
  password: profilePassword.optional(),
  phone_number: cellNumber,
  employee_id: employeeId,
  dob: wireDate.or(z.literal('')).optional(),
  user_role: userRole.optional(),
  user_status: yesNo.optional(),
  access_restrictions: yesNo.optional(),
  months: profileMonths.optional(),
  days: profileDays.optional(),
  start_time: wireTime.optional(),
  end_time: wireTime.optional(),
  company_name: boundedText(200).optional(),
  version: expectedVersion,
});
export type UpdateUserProfileRequest = z.input<typeof updateUserProfileRequest>;

/** editUserProfile {user_id}: the profile as the edit form shows it (never the password). */
export const userProfile = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string(),
  phone_number: z.string(),
  employee_id: z.string(),
  dob: z.string(),
  user_role: z.enum(USER_PROFILE_ROLES),
  customer_id: z.number().int(),
  user_status: z.enum(['Yes', 'No']),
  access_restrictions: z.enum(['Yes', 'No']),
  months: z.string(),
  days: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  company_name: z.string(),
  version: z.number().int(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** POST user/editCustomerProfile (payload not shown in the spec): the table row fields of a company user. */
export const editCustomerProfileRequest = z.object({
  user_id: recordId,
  first_name: profileFirstName,
  last_name: personName.optional(),
  email_address: profileEmail,
  phone_number: cellNumber,
  employee_id: employeeId,
  version: expectedVersion,
});

/** A row of the users table (GET user/getCustomerUserDetails). */
export const customerUserRow = z.object({
  user_id: z.number().int(),
  employee_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string(),
  device_count: z.number().int(),
  /** 0 disables edit and delete of the row. */
  can_edit: flag,
  customer_id: z.number().int(),
  version: z.number().int(),
  /** Ours (issue 16): whether the user has confirmed an authenticator-app second factor. */
  two_factor: z.boolean(),
});
export type CustomerUserRow = z.infer<typeof customerUserRow>;
export const customerUsersResult = z.array(customerUserRow);

/*
 * Devices of a user profile.
 */

const assignableRole = z.coerce
  .number({ error: VALIDATION.selectRole })
  .pipe(z.literal(ASSIGNABLE_ROLE_IDS, { error: VALIDATION.selectRole }));

/** A user's devices: searched by query, newest first by default (spec 3 §4: their devices id desc). */
export const USER_DEVICE_SORT_FIELDS = ['device_id', 'device_name', 'role_id'] as const;
const userDeviceListFields = adminListFields(USER_DEVICE_SORT_FIELDS, 'device_id', 'DESC');
export const userProfileDeviceListRequest = z.object({
  user_id: recordId,
  query: boundedText(100).default(''),
  page: userDeviceListFields.page,
  per_page: userDeviceListFields.per_page,
  sort: userDeviceListFields.sort,
  order: userDeviceListFields.order,
});

/** A device of a user profile with the user's role on it. */
export const userDeviceRow = z.object({
  device_id: z.string(),
  device_name: z.string(),
  role_id: z.number().int(),
});
export type UserDeviceRow = z.infer<typeof userDeviceRow>;
export const userDeviceListResult = z.array(userDeviceRow);

export const insertUserProfileDevicesRequest = z.object({
  device_ids: z
    .array(deviceId, { error: VALIDATION.selectDevice })
    .min(1, { error: VALIDATION.selectDevice })
    .max(500),
  role_id: assignableRole,
  user_id: recordId,
});

export const updateUserProfileDeviceRequest = z.object({
  device_id: deviceId,
  device_name: z.string().trim().min(1, { error: 'is required' }).max(100),
  role_id: assignableRole,
  user_id: recordId,
});

export const userDeviceRef = z.object({ user_id: recordId, device_id: deviceId });

/*
 * Device tree and registered users (user/registeredUsers).
 */

export const deviceTree = z.object({
  company_name: z.string(),
  user_details: z.array(
    z.object({
      user_name: z.string(),
      devices: z.array(
        z.object({
          device_name: z.string(),
          iot_devices: z.array(z.object({ iot_name: z.string() })),
        }),
      ),
    }),
  ),
});
export type DeviceTree = z.infer<typeof deviceTree>;

export const registeredUser = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email_id: z.string(),
  phone_number: z.string(),
  /** 1 shows Active, 0 In-active. */
  isRegistered: flag,
});
export type RegisteredUser = z.infer<typeof registeredUser>;

export const registeredUsersResult = z.object({
  device_tree: deviceTree,
  registered_users: z.array(registeredUser),
});

/** getVulnerabilityLogsForSnort: the issue log of one endpoint on one day. */
export const snortLogsRequest = z.object({
  device_id: deviceId,
  date: wireDate,
  ip_address: z.string().trim().min(1, { error: 'is required' }).max(64),
});

/*
 * Audit log (GET admin/audit-log), in the shape ra-data-simple-rest reads: sort, range and filter as JSON
 * in the query, the rows as the result and their total in the CONTENT_RANGE_HEADER.
 */

/** A JSON-encoded query parameter checked against `schema`. */
const jsonParam = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const AUDIT_SORT_FIELDS = ['id', 'created_at', 'action', 'resource', 'actor_email'] as const;
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export const auditLogQuery = z.object({
  sort: jsonParam(
    z.tuple([
      z.enum(AUDIT_SORT_FIELDS, { error: `must sort by one of ${AUDIT_SORT_FIELDS.join(', ')}` }),
      z.enum(['ASC', 'DESC'], { error: "must be 'ASC' or 'DESC'" }),
    ]),
  ).default(['id', 'DESC']),
  range: jsonParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([first, last]) => last >= first && last - first < ADMIN_MAX_PAGE_SIZE, {
        error: `must be [first, last] with at most ${ADMIN_MAX_PAGE_SIZE} rows`,
      }),
  ).default([0, ADMIN_DEFAULT_PAGE_SIZE - 1]),
  filter: jsonParam(
    z.object({
      q: boundedText(100).optional(),
      resource: boundedText(50).optional(),
      action: z.enum(AUDIT_ACTIONS).optional(),
      customer_id: recordId.optional(),
    }),
  ).default({}),
});

/** One change made through the console: who, what, when, before and after. */
export const auditLogEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** The console resource changed: companies, companyDevices, users or userDevices. */
  resource: z.string(),
  record_id: z.string(),
  customer_id: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;
export const auditLogResult = z.array(auditLogEntry);

/*
 * Scans of the company's gateways (our addition: the spec's Scans tab has no call of its own).
 */

/** Scans table: search by q (scan name, gateway name or id, status, severity; contains), newest first. */
export const COMPANY_SCAN_SORT_FIELDS = [
  'created_date',
  'scan_name',
  'device_name',
  'status',
  'severity',
] as const;
export const companyScanQuery = z.object({
  ...adminListFields(COMPANY_SCAN_SORT_FIELDS, 'created_date', 'DESC'),
  customer_id: recordId.optional(),
});

/** A scan of one of the company's gateways, as the console's Scans tab lists it. */
export const companyScan = z.object({
  unique_id: z.string(),
  scan_name: z.string(),
  scan_config: scanConfig,
  device_id: z.string(),
  /** The gateway's name in the company's device list. */
  device_name: z.string(),
  customer_id: z.number().int(),
  status: z.string(),
  severity: z.string(),
  /** Number of finished or stopped runs with a report. */
  reports: z.number().int(),
  /** ISO 8601. */
  created_date: z.string(),
  /** Next run as epoch ms, null when none is due. */
  upcoming_scan: z.number().nullable(),
});
export type CompanyScan = z.infer<typeof companyScan>;
export const companyScansResult = z.array(companyScan);

/** A link to the latest report of a company gateway's scan, as HTML or PDF. */
export const companyScanReportRequest = z.object({
  unique_id: scanUniqueId,
  format: z.enum(['html', 'pdf'], { error: 'must be html or pdf' }).default('html'),
});
