import { useState } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ADMIN_TEXT, DEVICE_STATUS_OPTIONS, SERVER, VALIDATION } from '@drisk/contract/client';
import type { CompanyDevice } from '@drisk/contract';
import {
  AutocompleteArrayInput,
  CreateBase,
  DeleteButton,
  Form,
  FunctionField,
  SaveButton,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  required,
  useGetOne,
  useNotify,
  useRecordContext,
  useRedirect,
  useParams,
  useRefresh,
} from 'react-admin';
import { ConsoleList } from '../shared/ConsoleList';
import { useDeletedNotice } from '../shared/useDeletedNotice';
import { RecordDialog } from '../shared/RecordDialog';
import { ResponsiveRows } from '../shared/ResponsiveRows';
import { StatusField } from '../shared/StatusField';
import { useSaveRecord } from '../shared/useSaveRecord';
import { limitedText } from '../shared/limitedText';
import { useAvailableDevices } from '../shared/useAvailableDevices';

const STATUS_CHOICES = DEVICE_STATUS_OPTIONS.map((status) => ({
  id: status,
  name: status === 'active' ? ADMIN_TEXT.statusActive : ADMIN_TEXT.statusInactive,
}));
const isActive = (record: Record<string, unknown>) => record.status === 'active';

/** Add Device: a multi-select of the devices the company may take, and their status (spec 3 §2.9). */
function AddCompanyDevicesDialog({
  companyId,
  open,
  onClose,
}: {
  companyId: number;
  open: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { devices, isPending } = useAvailableDevices({ companyId }, open);
  return (
    <RecordDialog open={open} title={ADMIN_TEXT.addDevice} onClose={onClose}>
      <CreateBase
        resource="companyDevices"
        record={{ customer_id: companyId, status: 'active', device_ids: [] }}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify(SERVER.companyDevicesAdded, { type: 'success' });
            onClose();
            refresh();
          },
        }}
      >
        <Form>
          <AutocompleteArrayInput
            source="device_ids"
            label="Device Name"
            choices={devices}
            optionValue="device_id"
            optionText={(device: { device_id: string; device_name: string }) =>
              `${device.device_name} (${device.device_id})`
            }
            isPending={isPending}
            isRequired
            validate={required(VALIDATION.selectDevice)}
          />
          <SelectInput
            source="status"
            label="Status"
            choices={STATUS_CHOICES}
            isRequired
            validate={required()}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Cancel</Button>
            <SaveButton label="Save" alwaysEnable={false} />
          </Stack>
        </Form>
      </CreateBase>
    </RecordDialog>
  );
}

/** Edit Device Details: the device id is read-only; name and status change (spec 3 §5). */
function EditCompanyDeviceDialog({
  record,
  onClose,
}: {
  record: (CompanyDevice & { id: string }) | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { save, isPending } = useSaveRecord('companyDevices', SERVER.companyDeviceUpdated, onClose);
  const handleSubmit = (values: Record<string, unknown>) => {
    if (record) save(record, { device_name: values.device_name, status: values.status });
  };
  const name = limitedText(100);
  return (
    <RecordDialog open={record !== null} title={ADMIN_TEXT.editDeviceDetails} onClose={onClose}>
      {record && (
        <Form record={record} onSubmit={handleSubmit}>
          <TextInput source="device_id" label="Device Id" readOnly />
          <TextInput
            source="device_name"
            label="Device Name"
            isRequired
            {...name}
            validate={[required(VALIDATION.deviceNameRequired), name.validate]}
          />
          <SelectInput
            source="status"
            label="Status"
            choices={STATUS_CHOICES}
            isRequired
            validate={required()}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            <DeleteButton
              resource="companyDevices"
              record={record}
              mutationMode="pessimistic"
              redirect={false}
              confirmTitle={ADMIN_TEXT.deleteDeviceQuestion}
              confirmContent={`${record.device_name} (${record.device_id})`}
              mutationOptions={{
                onSuccess: () => {
                  notify(SERVER.companyDeviceRemoved, { type: 'success' });
                  onClose();
                  refresh();
                },
              }}
            />
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={onClose}>Cancel</Button>
            <SaveButton label="Save" disabled={isPending} />
          </Stack>
        </Form>
      )}
    </RecordDialog>
  );
}

function DeviceActions({ onEdit }: { onEdit: (record: CompanyDevice & { id: string }) => void }) {
  const record = useRecordContext<CompanyDevice & { id: string }>();
  const deleted = useDeletedNotice(SERVER.companyDeviceRemoved);
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton size="small" aria-label={`Edit ${record.device_name}`} onClick={() => onEdit(record)}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <DeleteButton
        resource="companyDevices"
        record={record}
        mutationMode="pessimistic"
        redirect={false}
        confirmTitle={ADMIN_TEXT.deleteDeviceQuestion}
        confirmContent={`${record.device_name} (${record.device_id})`}
        mutationOptions={deleted}
      />
    </Box>
  );
}

/** Device Management of one company: its devices, newest link first, with add, edit and delete. */
export function CompanyDevicesPage() {
  const { id } = useParams<{ id: string }>();
  const companyId = Number(id);
  const redirect = useRedirect();
  const { data: company } = useGetOne('companies', { id: companyId });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<(CompanyDevice & { id: string }) | null>(null);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button startIcon={<ArrowBackOutlined />} onClick={() => redirect('list', 'companies')}>
          {ADMIN_TEXT.backToCompany}
        </Button>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {ADMIN_TEXT.deviceManagement}
          {company ? `: ${String(company.customer_name)}` : ''}
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
          {ADMIN_TEXT.addDevice}
        </Button>
      </Stack>
      <ConsoleList
        resource="companyDevices"
        filter={{ customer_id: companyId }}
        sort={{ field: 'Id', order: 'DESC' }}
        searchable
        disableSyncWithLocation
        actions={false}
        title={ADMIN_TEXT.deviceManagement}
        empty={false}
      >
        <ResponsiveRows
          small={
            <SimpleList<CompanyDevice & { id: string }>
              primaryText={(record) => record.device_name}
              secondaryText={(record) => record.device_id}
              tertiaryText={(record) =>
                record.status === 'active' ? ADMIN_TEXT.statusActive : ADMIN_TEXT.statusInactive
              }
              rowClick={(_, __, record) => {
                setEditing(record as CompanyDevice & { id: string });
                return false;
              }}
            />
          }
        >
          <TextField source="device_id" label="Device Id" />
          <TextField source="device_name" label="Device Name" />
          <StatusField source="status" label="Status" isActive={isActive} />
          <FunctionField label="Action" render={() => <DeviceActions onEdit={setEditing} />} />
        </ResponsiveRows>
      </ConsoleList>
      <AddCompanyDevicesDialog companyId={companyId} open={adding} onClose={() => setAdding(false)} />
      <EditCompanyDeviceDialog record={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
