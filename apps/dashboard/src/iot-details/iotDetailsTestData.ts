import type { IssueLogEntry } from '@drisk/contract';

/** The endpoint the screen is opened for. */
export const PHONE = { name: 'Pixel 8', ip_address: '192.168.8.21', mac_address: 'AA:BB:CC:00:00:01' };

/** An access of that endpoint blocked on 2026-11-18 at 14:05. */
export const BLOCKED_CASINO: IssueLogEntry = {
  website_access: 'casino.example',
  description: 'Blocked by keyword rule',
  date: '2026-11-18T14:05:00',
};
