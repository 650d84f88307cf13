import { lazy } from 'react';

/**
 * Every screen of the console as its own chunk, loaded on the first visit of its tab: the first screen
 * downloads only the frame and the Dashboard tab.
 */
/** A lazy component from the named export `name` of the module `load` imports. */
export const named = <K extends string, M extends Record<K, React.ComponentType>>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));

export const DashboardTab = named(() => import('./dashboard/DashboardTab'), 'DashboardTab');
export const CompanyList = named(() => import('./companies/CompanyList'), 'CompanyList');
export const CompanyCreate = named(() => import('./companies/CompanyCreate'), 'CompanyCreate');
export const CompanyEdit = named(() => import('./companies/CompanyEdit'), 'CompanyEdit');
export const CompanyDevicesPage = named(() => import('./companies/CompanyDevicesPage'), 'CompanyDevicesPage');
export const UserList = named(() => import('./users/UserList'), 'UserList');
export const UserCreate = named(() => import('./users/UserCreate'), 'UserCreate');
export const UserEdit = named(() => import('./users/UserEdit'), 'UserEdit');
export const UserDevicesPage = named(() => import('./users/UserDevicesPage'), 'UserDevicesPage');
export const DeviceTreeTab = named(() => import('./deviceTree/DeviceTreeTab'), 'DeviceTreeTab');
export const RegisteredUserList = named(
  () => import('./registeredUsers/RegisteredUserList'),
  'RegisteredUserList',
);
export const ScanList = named(() => import('./scans/ScanList'), 'ScanList');
export const AuditLogList = named(() => import('./auditLog/AuditLogList'), 'AuditLogList');
