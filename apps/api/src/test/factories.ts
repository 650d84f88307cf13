import { randomBytes } from 'node:crypto';
import type { TestServer } from './testServer';

let sequence = 0;

/** A unique ten-digit phone number for this test run. */
export function uniquePhone(): string {
  sequence += 1;
  const random = randomBytes(3).readUIntBE(0, 3) % 100_000;
  return `6${String(random).padStart(5, '0')}${String(sequence % 10_000).padStart(4, '0')}`;
}

export interface RegisteredUser {
  email: string;
  password: string;
  phone: string;
  firstName: string;
}

/** Registers a new account through the API (outline's buildUser, over HTTP). */
export async function registerUser(
  server: TestServer,
  overrides: Partial<{
    email: string;
    password: string;
    phone: string;
    firstName: string;
    userType: string;
  }> = {},
): Promise<RegisteredUser> {
  const user = {
    email: overrides.email ?? `user-${randomBytes(5).toString('hex')}@example.net`,
    password: overrides.password ?? 'Secret#2024',
    phone: overrides.phone ?? uniquePhone(),
    firstName: overrides.firstName ?? 'Tess',
  };
  const reply = await server.call('user/registration', {
    body: {
      first_name: user.firstName,
      last_name: 'Tester',
      password: user.password,
      email_address: user.email,
      phone_number: user.phone,
      dob: '02/14/1992',
      user_type: overrides.userType ?? 'individual',
      loginType: 'eRisk',
      comapny_name: '',
      device_id: '',
      firebase_token: '',
    },
  });
  if (reply.status !== 200) throw new Error(`Registration failed: ${JSON.stringify(reply.body)}`);
  return user;
}
