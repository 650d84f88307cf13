import type { DriskDevice, LoginResult, UserDetails } from '@drisk/contract';

export const OWNER: UserDetails = {
  user_id: 1,
  first_name: 'Olivia',
  last_name: 'Owner',
  full_name: 'Olivia Owner',
  email_address: 'owner@example.com',
  phone_number: '5550100001',
  type: 'corporate',
  loginType: 'eRisk',
  tinode_username: 'owner',
};

export const GUEST: UserDetails = {
  ...OWNER,
  user_id: 3,
  first_name: 'Grace',
  last_name: 'Guest',
  full_name: 'Grace Guest',
  email_address: 'guest@example.com',
  type: 'individual',
};

export const ALPHA: DriskDevice = {
  device_id: 'DRA-100001',
  name: 'dRisk-Alpha',
  is_connected: 'connected',
  role_id: 3,
  status: 'Active',
};

export const BETA: DriskDevice = {
  device_id: 'DRB-100002',
  name: 'dRisk-Beta',
  is_connected: 'disconnected',
  role_id: 3,
  status: 'Active',
};

export const loginResult = (user: UserDetails = OWNER): LoginResult => ({
  token: 'token-of-' + user.email_address,
  user_id: user.user_id,
  idle_timeout: 1800,
  user_details: user,
});
