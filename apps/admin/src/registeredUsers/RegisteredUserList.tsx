import { Typography } from '@mui/material';
import { ADMIN_TEXT } from '@drisk/contract/client';
import type { RegisteredUser } from '@drisk/contract';
import { SimpleList, TextField } from 'react-admin';
import { ConsoleList } from '../shared/ConsoleList';
import { ResponsiveRows } from '../shared/ResponsiveRows';
import { StatusField } from '../shared/StatusField';

const isActive = (record: Record<string, unknown>) => record.isRegistered === 1;

/** Registered Users: first and last name, e-mail, phone and Active or In-active (spec 3 §2.9). */
export function RegisteredUserList() {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {ADMIN_TEXT.tabRegisteredUsers}
      </Typography>
      <ConsoleList
        resource="registeredUsers"
        sort={{ field: 'email_id', order: 'ASC' }}
        actions={false}
        title={ADMIN_TEXT.consoleTitle}
      >
        <ResponsiveRows
          small={
            <SimpleList<RegisteredUser & { id: string }>
              primaryText={(record) => `${record.first_name} ${record.last_name}`}
              secondaryText={(record) => record.email_id}
              tertiaryText={(record) =>
                record.isRegistered === 1 ? ADMIN_TEXT.statusActive : ADMIN_TEXT.statusInactive
              }
              rowClick={false}
            />
          }
        >
          <TextField source="first_name" label="First Name" sortable={false} />
          <TextField source="last_name" label="Last Name" sortable={false} />
          <TextField source="email_id" label="Email" sortable={false} />
          <TextField source="phone_number" label="Phone Number" sortable={false} />
          <StatusField source="isRegistered" label="Status" sortable={false} isActive={isActive} />
        </ResponsiveRows>
      </ConsoleList>
    </>
  );
}
