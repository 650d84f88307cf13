import { z } from 'zod';
import { FEEDBACK_MAX_LENGTH, INVITE_ROLES, LOGIN_TYPES, USER_TYPES } from '../constants';
import { VALIDATION } from '../messages';
import { phoneError } from '../validation/phone';
import { email, emailAddress, password, personName, wireDate, deviceId, emptyRequest } from './common';

/** The e-mail of the sign-in and invitation forms. */
const signInEmail = emailAddress({ required: VALIDATION.emailRequired, invalid: VALIDATION.emailInvalid });

export const loginRequest = z.object({
  email_address: signInEmail,
  password: z.string().min(1, { error: VALIDATION.passwordRequired }).max(128),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The signed-in user as the session keeps it (UserDetails). */
export const userDetails = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email_address: z.string(),
  phone_number: z.string(),
  type: z.enum(USER_TYPES),
  loginType: z.enum(LOGIN_TYPES),
  tinode_username: z.string(),
});
export type UserDetails = z.infer<typeof userDetails>;

export const loginResult = z.object({
  token: z.string(),
  user_id: z.number().int(),
  /** Seconds of inactivity after which the token expires. */
  idle_timeout: z.number().int(),
  user_details: userDetails,
  /**
   * Ours (issue 16): present and true when the user's company or a device's owner requires a second factor
   * the user has not set up yet. Until user/two-factor/confirm, this session may make only the calls of
   * TWO_FACTOR_SETUP_ROUTES; every other call answers 403 SERVER.twoFactorSetupRequired.
   */
  two_factor_setup_required: z.boolean().optional(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** Registration phone: ten digits or ddd-ddd-dddd, with the spec's two messages (see phoneError). */
export const phoneNumber = z
  .string({ error: VALIDATION.phoneInvalid })
  .trim()
  .superRefine((value, ctx) => {
    const message = phoneError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Registration e-mail, with the registration screen's texts. */
const registrationEmail = emailAddress({
  required: VALIDATION.registrationEmailRequired,
  invalid: VALIDATION.registrationEmailInvalid,
});

export const registrationRequest = z.object({
  first_name: personName.min(1, { error: VALIDATION.firstNameRequired }),
  last_name: personName.default(''),
  password,
  email_address: registrationEmail,
  phone_number: phoneNumber,
  dob: wireDate,
  user_type: z.enum(USER_TYPES),
  loginType: z.enum(LOGIN_TYPES),
  comapny_name: z.string().max(200).default(''),
  device_id: z.string().max(64).default(''),
  firebase_token: z.string().max(4096).default(''),
  matrix_captcha: z.string().max(4096).optional(),
});
export type RegistrationRequest = z.input<typeof registrationRequest>;

export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z.object({
  token: z.string().min(16, { error: 'is not a valid reset token' }).max(256),
  password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const logoutRequest = emptyRequest;

export const profileResult = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email_address: z.string(),
  phone_number: z.string(),
  dob: z.string(),
  /** Base64 image without the data: prefix; empty for the default picture. */
  profile_url: z.string(),
  type: z.enum(USER_TYPES),
  loginType: z.enum(LOGIN_TYPES),
});
export type Profile = z.infer<typeof profileResult>;

export const updateProfileRequest = z.object({
  first_name: personName.min(1, { error: VALIDATION.firstNameMandatory }),
  last_name: personName,
  phone_number: z
    .string()
    .trim()
    .regex(/^\d{10}$/, { error: VALIDATION.invalidPhone }),
  dob: wireDate,
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const changePasswordRequest = z.object({
  oldPassword: z.string().min(1, { error: VALIDATION.oldPasswordRequired }).max(128),
  newPassword: password,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Base64 without prefix. 4 MB of image is at most 5,592,408 base64 characters. */
export const profilePicRequest = z.object({
  profile_url: z
    .string()
    .max(5_592_408, { error: 'must be an image of at most 4 MB' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'must be base64 without a data: prefix' }),
});
export type ProfilePicRequest = z.infer<typeof profilePicRequest>;

export const inviteUserRequest = z.object({
  email_address: signInEmail,
  userType: z.enum(INVITE_ROLES),
  device_id: deviceId,
});
export type InviteUserRequest = z.infer<typeof inviteUserRequest>;

export const faqEntry = z.object({ faq_id: z.number().int(), question: z.string(), answer: z.string() });
export type FaqEntry = z.infer<typeof faqEntry>;
export const faqResult = z.array(faqEntry);

export const feedbackRequest = z.object({
  feedback: z
    .string()
    .trim()
    .min(1, { error: VALIDATION.feedbackRequired })
    .max(FEEDBACK_MAX_LENGTH, { error: `must be at most ${FEEDBACK_MAX_LENGTH} characters` }),
});
export type FeedbackRequest = z.infer<typeof feedbackRequest>;

export const googleConfigResult = z.object({ enabled: z.boolean(), client_id: z.string().nullable() });
