import {
  isoDateToWireDate,
  type LoginType,
  type Profile,
  type UserDetails,
  type UserType,
} from '@drisk/contract';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim();

/** UserDetails as sign-in returns it and the dashboard keeps it in the session. */
export function toUserDetails(user: UserRow): UserDetails {
  return {
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    email_address: user.email,
    phone_number: user.phone ?? '',
    type: user.userType as UserType,
    loginType: user.loginType as LoginType,
    tinode_username: user.tinodeUsername,
  };
}

/** The Account screen's profile. */
export function toProfile(user: UserRow): Profile {
  return {
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    email_address: user.email,
    phone_number: user.phone ?? '',
    dob: isoDateToWireDate(user.dob),
    profile_url: user.profilePicture ?? '',
    type: user.userType as UserType,
    loginType: user.loginType as LoginType,
  };
}
