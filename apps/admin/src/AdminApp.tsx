import { useMemo } from 'react';
import { useDriskTheme } from '@drisk/ui';
import { ADMIN_TEXT } from '@drisk/contract/client';
import {
  CustomRoutes,
  Resource,
  reactRouterProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { ConsoleAdmin } from './ConsoleAdmin';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { createConsoleProviders } from './providers';
import * as screens from './screens';

// react-admin's own react-router Route (its routes check <Route> by identity).
const { Route } = reactRouterProvider;

export interface AdminAppProps {
  /** Injected in tests; the console's own providers on the dashboard's session otherwise. */
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
}

/**
 * The admin console: react-admin on the dashboard's session, its tabs as resources and custom routes
 * (spec 3 §2.9). Routing is react-admin's hash router under /admin/, so a reload never leaves the build.
 */
export function AdminApp(props: AdminAppProps) {
  // Light or dark as the system, or the choice made in the dashboard's Account screen, says.
  const theme = useDriskTheme();
  const providers = useMemo(
    () => (props.dataProvider && props.authProvider ? null : createConsoleProviders()),
    [props.dataProvider, props.authProvider],
  );
  return (
    <ConsoleAdmin
      title={ADMIN_TEXT.consoleTitle}
      dataProvider={props.dataProvider ?? providers!.dataProvider}
      authProvider={props.authProvider ?? providers!.authProvider}
      theme={theme}
      layout={ConsoleLayout}
      dashboard={screens.DashboardTab}
    >
      <Resource
        name="companies"
        list={screens.CompanyList}
        create={screens.CompanyCreate}
        edit={screens.CompanyEdit}
      >
        <Route path=":id/devices" element={<screens.CompanyDevicesPage />} />
      </Resource>
      <Resource name="companyDevices" />
      <Resource name="users" list={screens.UserList} create={screens.UserCreate} edit={screens.UserEdit}>
        <Route path=":id/devices" element={<screens.UserDevicesPage />} />
      </Resource>
      <Resource name="userDevices" />
      <Resource name="registeredUsers" list={screens.RegisteredUserList} />
      <Resource name="scans" list={screens.ScanList} />
      <Resource name="auditLog" list={screens.AuditLogList} />
      <CustomRoutes>
        <Route path="/deviceTree" element={<screens.DeviceTreeTab />} />
      </CustomRoutes>
    </ConsoleAdmin>
  );
}
