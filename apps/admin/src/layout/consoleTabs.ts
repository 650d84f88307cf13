import { ADMIN_TEXT } from '@drisk/contract/client';

/** A tab of the console: its label and the route it opens (react-admin resource or custom route). */
export interface ConsoleTab {
  label: string;
  path: string;
}

/** The console's tabs in the spec's order (spec 3 §2.9), declared once for the tab bar and the routes. */
export const CONSOLE_TABS = [
  { label: ADMIN_TEXT.tabDashboard, path: '/' },
  { label: ADMIN_TEXT.tabCompany, path: '/companies' },
  { label: ADMIN_TEXT.tabUserProfile, path: '/users' },
  { label: ADMIN_TEXT.tabDeviceTree, path: '/deviceTree' },
  { label: ADMIN_TEXT.tabRegisteredUsers, path: '/registeredUsers' },
  { label: ADMIN_TEXT.tabScans, path: '/scans' },
  { label: ADMIN_TEXT.tabAuditLog, path: '/auditLog' },
] as const satisfies readonly ConsoleTab[];

/** The tab a location belongs to: the longest tab path it starts with (a company's devices are Company's). */
export function tabOfPath(pathname: string): ConsoleTab {
  const matching = CONSOLE_TABS.filter(
    (tab) => tab.path === '/' || pathname === tab.path || pathname.startsWith(`${tab.path}/`),
  );
  return matching.reduce((best, tab) => (tab.path.length > best.path.length ? tab : best));
}
