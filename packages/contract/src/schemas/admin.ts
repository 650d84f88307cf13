import { z } from 'zod';
import {
  ASSIGNABLE_ROLE_IDS,
  DEVICE_STATUS_OPTIONS,
  EMAIL_MAX_LENGTH,
  PROFILE_DAYS,
  PROFILE_MONTHS,
  PROFILE_PASSWORD_PATTERN,
  USER_PROFILE_DEFAULTS,
  USER_PROFILE_ROLES,
  WIRE_TIME_PATTERN,
} from '../constants';
import { VALIDATION } from '../messages';
import { EMAIL_PATTERN, boundedText, deviceId, flag, personName, recordId, wireDate, yesNo } from './common';

/** The admin console: companies, their devices, user profiles, device tree (spec 3 §2.9, §3, §7 Admin calls). */

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
export const saveCustomerDetailsRequest = z.object({ ...companyFields, customer_id: recordId });
export type SaveCustomerDetailsRequest = z.input<typeof saveCustomerDetailsRequest>;
export const customerRef = z.object({ customer_id: recordId });
export const createCustomerResult = z.object({ customer_id: z.number().int() });

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

/** Search of the device and user tables; customer_id narrows to one company (the session's customer details). */
export const customerSearchQuery = z.object({
  q: boundedText(100).default(''),
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
});
export type CompanyDevice = z.infer<typeof companyDevice>;
export const companyDevicesResult = z.array(companyDevice);

export const updateCustomerDeviceDetailsRequest = z.object({
  device_id: deviceId,
  device_name: z.string().trim().min(1, { error: 'is required' }).max(100),
  status: deviceStatusOption,
});

export const deleteCustomerDeviceRequest = z.object({ Id: recordId, device_id: deviceId });

/*
 * User profiles.
 */

const profileFirstName = z
  .string({ error: VALIDATION.profileFirstNameRequired })
  .pipe(personName.min(1, { error: VALIDATION.profileFirstNameRequired }));
const profileEmail = z
  .string({ error: VALIDATION.registrationEmailRequired })
  .trim()
  .min(1, { error: VALIDATION.registrationEmailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: `must be at most ${EMAIL_MAX_LENGTH} characters` })
  .regex(EMAIL_PATTERN, { error: VALIDATION.registrationEmailInvalid });
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
const timeOfDay = z.string().regex(WIRE_TIME_PATTERN, { error: 'must be a time as hh:mm AM/PM' });

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
  start_time: timeOfDay.default(USER_PROFILE_DEFAULTS.start_time),
  end_time: timeOfDay.default(USER_PROFILE_DEFAULTS.end_time),
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
  start_time: timeOfDay.optional(),
  end_time: timeOfDay.optional(),
  company_name: boundedText(200).optional(),
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
});
export type CustomerUserRow = z.infer<typeof customerUserRow>;
export const customerUsersResult = z.array(customerUserRow);

/*
 * Devices of a user profile.
 */

const assignableRole = z.coerce
  .number({ error: VALIDATION.selectRole })
  .pipe(z.literal(ASSIGNABLE_ROLE_IDS, { error: VALIDATION.selectRole }));

export const userProfileDeviceListRequest = z.object({
  user_id: recordId,
  query: boundedText(100).default(''),
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
