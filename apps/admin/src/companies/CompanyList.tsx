import { Box, Button, Typography } from '@mui/material';
import { ADMIN_TEXT, SERVER, ROLE, UI_TEXT } from '@drisk/contract/client';
import type { CompanyListRow } from '@drisk/contract';
import type { DriskPermissions } from '@drisk/data-provider';
import { EmptyState } from '@drisk/ui';
import {
  CreateButton,
  DeleteButton,
  EditButton,
  FunctionField,
  NumberField,
  SimpleList,
  TextField,
  useNavigate,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { ConsoleList } from '../shared/ConsoleList';
import { useDeletedNotice } from '../shared/useDeletedNotice';
import { ResponsiveRows } from '../shared/ResponsiveRows';
import { usersOfCompanyPath } from './companyDetails';

/** 'Create A Company Profile': only on an empty list and only for the device's owner (spec 3 §6). */
function CompanyEmpty() {
  const { permissions } = usePermissions<DriskPermissions>();
  return (
    <EmptyState
      title={UI_TEXT.noDataAvailable}
      action={
        permissions?.roleId === ROLE.Owner ? (
          <CreateButton resource="companies" label={ADMIN_TEXT.createCompanyProfile} variant="contained" />
        ) : undefined
      }
    />
  );
}

/** The device count: opens Device Management of the company. */
function DevicesButton() {
  const record = useRecordContext<CompanyListRow & { id: number }>();
  const navigate = useNavigate();
  if (!record) return null;
  return (
    <Button
      size="small"
      aria-label={`${record.devices} devices of ${record.customer_name}`}
      onClick={(event) => {
        event.stopPropagation();
        navigate(`/companies/${record.id}/devices`);
      }}
    >
      {record.devices}
    </Button>
  );
}

/** The user count: opens User Profile narrowed to the company, kept in session storage (spec 3 §2.9). */
function UsersButton() {
  const record = useRecordContext<CompanyListRow & { id: number }>();
  const navigate = useNavigate();
  if (!record) return null;
  const handleClick = (event: React.MouseEvent) => {
    event.stopPropagation();
    navigate(usersOfCompanyPath({ customer_id: record.CustomerId, customer_name: record.customer_name }));
  };
  return (
    <Button size="small" aria-label={`${record.user} users of ${record.customer_name}`} onClick={handleClick}>
      {record.user}
    </Button>
  );
}

/** Edit and delete of a company; deleting asks first and unlinks its devices and users. */
function CompanyActions() {
  const deleted = useDeletedNotice(SERVER.companyDeleted);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <EditButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle={ADMIN_TEXT.deleteCompanyQuestion}
        confirmContent={ADMIN_TEXT.deleteCompanyNote}
        mutationOptions={deleted}
        redirect={false}
      />
    </Box>
  );
}

/** Company Management: the companies with device and user counts (spec 3 §2.9), id ascending first. */
export function CompanyList() {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {ADMIN_TEXT.companyManagement}
      </Typography>
      <ConsoleList
        resource="companies"
        sort={{ field: 'CustomerId', order: 'ASC' }}
        searchable
        empty={<CompanyEmpty />}
        actions={false}
        title={ADMIN_TEXT.consoleTitle}
      >
        <ResponsiveRows
          empty={<CompanyEmpty />}
          small={
            <SimpleList<CompanyListRow & { id: number }>
              primaryText={(record) => record.customer_name}
              secondaryText={(record) =>
                `${record.devices} devices · ${record.user} users · ${record.registered_date}`
              }
              tertiaryText={(record) => `#${record.CustomerId}`}
              rowClick="edit"
            />
          }
        >
          <NumberField source="CustomerId" label="Customer Id" />
          <TextField source="customer_name" label="Name" />
          <FunctionField source="devices" label="Devices" render={() => <DevicesButton />} />
          <TextField source="registered_date" label="Registered Date" />
          <FunctionField source="user" label="Users" render={() => <UsersButton />} />
          <FunctionField label="Action" render={() => <CompanyActions />} />
        </ResponsiveRows>
      </ConsoleList>
    </>
  );
}
