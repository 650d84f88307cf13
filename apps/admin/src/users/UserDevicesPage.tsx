import { useState } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ADMIN_TEXT, ASSIGNABLE_ROLE_IDS, SERVER, VALIDATION, roleLabel } from '@drisk/contract/client';
import type { UserDeviceRow } from '@drisk/contract';
import {
  AutocompleteArrayInput,
  CreateBase,
  DeleteButton,
  EditButton,
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
  useParams,
  useRecordContext,
  useRedirect,
  useRefresh,
} from 'react-admin';
import { ConsoleList } from '../shared/ConsoleList';
import { RecordDialog } from '../shared/RecordDialog';
import { ResponsiveRows } from '../shared/ResponsiveRows';
import { useSaveRecord } from '../shared/useSaveRecord';
import { limitedText } from '../shared/limitedText';
import { useAvailableDevices } from '../shared/useAvailableDevices';

type UserDeviceRecord = UserDeviceRow & { id: string; user_id: number };

/** Only Admin or Guest can be given here (spec 3 §6). */
const ROLE_CHOICES = ASSIGNABLE_ROLE_IDS.map((id) => ({ id, name: roleLabel(id) }));

/** Add Device: devices the profile may get, with the role it gets on them. */
function AddUserDevicesDialog({
  userId,
  open,
  onClose,
}: {
  userId: number;
  open: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { devices, isPending } = useAvailableDevices({ userId }, open);
  return (
    <RecordDialog open={open} title={ADMIN_TEXT.addDevice} onClose={onClose}>
      <CreateBase
        resource="userDevices"
        record={{ user_id: userId, device_ids: [], role_id: ROLE_CHOICES[1].id }}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify(SERVER.userDevicesAdded, { type: 'success' });
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
            source="role_id"
            label="Role"
            choices={ROLE_CHOICES}
            isRequired
            validate={required(VALIDATION.selectRole)}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Cancel</Button>
            <SaveButton label="Save" />
          </Stack>
        </Form>
      </CreateBase>
    </RecordDialog>
  );
}

function DeleteUserDeviceButton({ record, onDone }: { record: UserDeviceRecord; onDone?: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <DeleteButton
      resource="userDevices"
      record={record}
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle={ADMIN_TEXT.deleteDeviceQuestion}
      confirmContent={`${record.device_name} (${record.device_id})`}
      mutationOptions={{
        onSuccess: () => {
          notify(SERVER.userDeviceRemoved, { type: 'success' });
          onDone?.();
          refresh();
        },
      }}
    />
  );
}

/** Edit Device Details of a profile's device: its name and the role (Admin or Guest). */
function EditUserDeviceDialog({ record, onClose }: { record: UserDeviceRecord | null; onClose: () => void }) {
  const { save, isPending } = useSaveRecord('userDevices', SERVER.userDeviceUpdated, onClose);
  const handleSubmit = (values: Record<string, unknown>) => {
    if (record) save(record, { device_name: values.device_name, role_id: Number(values.role_id) });
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
            source="role_id"
            label="Role"
            choices={ROLE_CHOICES}
            isRequired
            validate={required(VALIDATION.selectRole)}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            <DeleteUserDeviceButton record={record} onDone={onClose} />
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={onClose}>Cancel</Button>
            <SaveButton label="Save" disabled={isPending} />
          </Stack>
        </Form>
      )}
    </RecordDialog>
  );
}

function UserDeviceActions({ onEdit }: { onEdit: (record: UserDeviceRecord) => void }) {
  const record = useRecordContext<UserDeviceRecord>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton size="small" aria-label={`Edit ${record.device_name}`} onClick={() => onEdit(record)}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <DeleteUserDeviceButton record={record} />
    </Box>
  );
}

/** Device Management of one user profile: the devices with the profile's role, newest first. */
export function UserDevicesPage() {
  const { id } = useParams<{ id: string }>();
  const userId = Number(id);
  const redirect = useRedirect();
  const { data: profile } = useGetOne('users', { id: userId });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserDeviceRecord | null>(null);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button startIcon={<ArrowBackOutlined />} onClick={() => redirect('list', 'users')}>
          {ADMIN_TEXT.backToUsers}
        </Button>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {ADMIN_TEXT.deviceManagement}
          {profile ? `: ${String(profile.first_name)} ${String(profile.last_name)}` : ''}
        </Typography>
        {profile && <EditButton resource="users" record={profile} label={ADMIN_TEXT.editUserProfile} />}
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
          {ADMIN_TEXT.addDevice}
        </Button>
      </Stack>
      <ConsoleList
        resource="userDevices"
        filter={{ user_id: userId }}
        sort={{ field: 'device_id', order: 'DESC' }}
        searchable
        disableSyncWithLocation
        actions={false}
        title={ADMIN_TEXT.deviceManagement}
        empty={false}
      >
        <ResponsiveRows
          small={
            <SimpleList<UserDeviceRecord>
              primaryText={(record) => record.device_name}
              secondaryText={(record) => record.device_id}
              tertiaryText={(record) => roleLabel(record.role_id)}
              rowClick={(_, __, record) => {
                setEditing(record as UserDeviceRecord);
                return false;
              }}
            />
          }
        >
          <TextField source="device_id" label="Device Id" />
          <TextField source="device_name" label="Device Name" />
          <FunctionField<UserDeviceRecord>
            source="role_id"
            label="Role"
            render={(record) => roleLabel(record.role_id)}
          />
          <FunctionField label="Action" render={() => <UserDeviceActions onEdit={setEditing} />} />
        </ResponsiveRows>
      </ConsoleList>
      <AddUserDevicesDialog userId={userId} open={adding} onClose={() => setAdding(false)} />
      <EditUserDeviceDialog record={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
