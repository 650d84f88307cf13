import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { ADMIN_TEXT, SERVER, TWO_FACTOR_TEXT } from '@drisk/contract/client';
import type { CustomerUserRow } from '@drisk/contract';
import {
  CreateButton,
  DeleteButton,
  EditButton,
  FunctionField,
  SimpleList,
  TextField,
  useListContext,
  useNavigate,
  useRecordContext,
} from 'react-admin';
import { readCustomerDetails } from '../companies/companyDetails';
import { ConsoleList, ConsoleToolbar } from '../shared/ConsoleList';
import { useDeletedNotice } from '../shared/useDeletedNotice';
import { ResponsiveRows } from '../shared/ResponsiveRows';

type UserRecord = CustomerUserRow & { id: number };

/** The company the list is narrowed to (from a company's Users count), removable. */
function CompanyFilterChip() {
  const { filterValues, setFilters } = useListContext();
  const companyId = (filterValues as { customer_id?: number }).customer_id;
  if (companyId === undefined) return null;
  const details = readCustomerDetails();
  const name = details?.customer_id === Number(companyId) ? details.customer_name : `#${companyId}`;
  const { customer_id: _dropped, ...rest } = filterValues as Record<string, unknown>;
  return <Chip label={`Company: ${name}`} onDelete={() => setFilters(rest, {})} sx={{ mb: 1 }} />;
}

/** Whether the user has an authenticator-app second factor on (issue 16). */
const twoFactorLabel = (record: UserRecord) =>
  record.two_factor ? TWO_FACTOR_TEXT.adminOn : TWO_FACTOR_TEXT.adminOff;

/** The device count: opens Device Management of the user profile. */
function DeviceCountButton() {
  const record = useRecordContext<UserRecord>();
  const navigate = useNavigate();
  if (!record) return null;
  return (
    <Button
      size="small"
      aria-label={`${record.device_count} devices of ${record.first_name} ${record.last_name}`}
      onClick={() => navigate(`/users/${record.id}/devices`)}
    >
      {record.device_count}
    </Button>
  );
}

/** Edit and delete, each only when the row's can_edit allows it (spec 3 §6). */
function UserActions() {
  const record = useRecordContext<UserRecord>();
  const deleted = useDeletedNotice(SERVER.userProfileDeleted);
  if (!record) return null;
  const locked = record.can_edit === 0;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <EditButton disabled={locked} />
      <DeleteButton
        disabled={locked}
        mutationMode="pessimistic"
        redirect={false}
        confirmTitle={ADMIN_TEXT.deleteUserQuestion}
        confirmContent={`${record.first_name} ${record.last_name} (${record.email_address})`}
        mutationOptions={deleted}
      />
    </Box>
  );
}

function UserListActions() {
  return (
    <ConsoleToolbar>
      <CreateButton label={ADMIN_TEXT.createUserProfile} />
    </ConsoleToolbar>
  );
}

/** User Profile: the company users with search, id ascending first (spec 3 §2.9, §4). */
export function UserList() {
  return (
    <Stack>
      <Typography component="h2" variant="h6">
        {ADMIN_TEXT.userProfileManagement}
      </Typography>
      <ConsoleList
        resource="users"
        sort={{ field: 'user_id', order: 'ASC' }}
        searchable
        actions={<UserListActions />}
        title={ADMIN_TEXT.consoleTitle}
        aside={undefined}
      >
        <CompanyFilterChip />
        <ResponsiveRows
          small={
            <SimpleList<UserRecord>
              primaryText={(record) => `${record.first_name} ${record.last_name}`}
              secondaryText={(record) => record.email_address}
              tertiaryText={(record) =>
                `${record.device_count} devices · ${TWO_FACTOR_TEXT.adminColumn}: ${twoFactorLabel(record)}`
              }
              rowClick={(id) => `/users/${id}/devices`}
            />
          }
        >
          <TextField source="employee_id" label="Employee Id" />
          <TextField source="first_name" label="First Name" />
          <TextField source="last_name" label="Last Name" />
          <TextField source="email_address" label="Email" />
          <FunctionField source="device_count" label="Devices" render={() => <DeviceCountButton />} />
          <FunctionField
            label={TWO_FACTOR_TEXT.adminColumn}
            sortable={false}
            render={(record: UserRecord) => twoFactorLabel(record)}
          />
          <FunctionField label="Action" render={() => <UserActions />} />
        </ResponsiveRows>
      </ConsoleList>
    </Stack>
  );
}
