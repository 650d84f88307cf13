import {
  PROFILE_PASSWORD_HINT,
  USER_PROFILE_ROLES,
  YES_NO,
  isoDateToWireDate,
  userProfileErrors,
  wireDateToIsoDate,
  type UserProfileForm as UserProfileFormValues,
} from '@drisk/contract/client';
import {
  DateInput,
  FormDataConsumer,
  PasswordInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  TextInput,
  useGetList,
  type SimpleFormProps,
} from 'react-admin';
import { limitedText } from '../shared/limitedText';
import { AccessRestrictionInputs } from './AccessRestrictionInputs';

const ROLE_CHOICES = USER_PROFILE_ROLES.map((role) => ({
  id: role,
  name: role === 'admin' ? 'Admin' : 'Guest',
}));
const YES_NO_CHOICES = YES_NO.map((value) => ({ id: value, name: value }));

/** The date input's YYYY-MM-DD of a wire MM/DD/YYYY ('' when there is none or it cannot be read). */
function isoOfWireDate(value: string | null | undefined) {
  if (!value) return '';
  try {
    return wireDateToIsoDate(value);
  } catch {
    return '';
  }
}

/** The spec's rules for the form (contract: userProfileErrors), as react-admin's record-level validation. */
function validatorFor(mode: 'create' | 'edit') {
  return (values: Record<string, unknown>) => {
    const text = (key: keyof UserProfileFormValues) => String(values[key] ?? '');
    const form: UserProfileFormValues = {
      first_name: text('first_name'),
      phone_number: text('phone_number'),
      email_address: text('email_address'),
      password: text('password'),
      confirm_password: text('confirm_password'),
      employee_id: text('employee_id'),
      user_role: text('user_role'),
      device_id: text('device_id'),
    };
    return userProfileErrors(form, mode);
  };
}

/** The devices of the chosen company, for the profile's first device. */
function CompanyDeviceInput({ companyId }: { companyId: unknown }) {
  const { data = [], isPending } = useGetList(
    'companyDevices',
    {
      filter: { customer_id: companyId },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'Id', order: 'DESC' },
    },
    { enabled: companyId !== undefined && companyId !== '' && companyId !== null },
  );
  return (
    <SelectInput
      source="device_id"
      label="Device"
      choices={data}
      optionValue="device_id"
      optionText={(device: { device_id: string; device_name: string }) =>
        `${device.device_name} (${device.device_id})`
      }
      isPending={isPending && companyId !== undefined}
      isRequired
    />
  );
}

/** The company of a new profile, from the companies the caller administers. */
function CompanyInput() {
  const { data = [], isPending } = useGetList('companies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'CustomerId', order: 'ASC' },
  });
  return (
    <SelectInput
      source="customer_id"
      label="Company"
      choices={data}
      optionText="customer_name"
      isPending={isPending}
      isRequired
    />
  );
}

export interface UserProfileFormProps extends Omit<SimpleFormProps, 'children' | 'validate' | 'mode'> {
  /** Create checks every field; edit checks the password only when one is typed. */
  kind: 'create' | 'edit';
}

/**
 * Every field of a user profile (spec 3 §3) with the spec's messages: on create the company, role and
 * first device are chosen too; on edit the password changes only when typed.
 */
export function UserProfileForm({ kind: mode, ...rest }: UserProfileFormProps) {
  return (
    <SimpleForm
      validate={validatorFor(mode)}
      // Save answers an untouched form too, with the spec's messages (spec 3 §5).
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
      {...rest}
    >
      <TextInput source="first_name" label="First Name" isRequired {...limitedText(50)} />
      <TextInput source="last_name" label="Last Name" {...limitedText(50)} />
      <TextInput source="email_address" label="Email" type="email" isRequired {...limitedText(254)} />
      <TextInput
        source="phone_number"
        label="Phone Number"
        type="tel"
        isRequired
        helperText="10 digits"
        slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
      />
      <PasswordInput
        source="password"
        label="Password"
        isRequired={mode === 'create'}
        helperText={PROFILE_PASSWORD_HINT}
        autoComplete="new-password"
      />
      <PasswordInput
        source="confirm_password"
        label="Confirm Password"
        isRequired={mode === 'create'}
        autoComplete="new-password"
      />
      <TextInput source="employee_id" label="Employee Id" isRequired {...limitedText(64)} />
      <DateInput
        source="dob"
        label="Date of Birth"
        format={isoOfWireDate}
        parse={(value: string) => isoDateToWireDate(value || null)}
      />
      <SelectInput source="user_role" label="Role" choices={ROLE_CHOICES} isRequired />
      {mode === 'create' && (
        <>
          <CompanyInput />
          <FormDataConsumer<{ customer_id?: unknown }>>
            {({ formData }) => <CompanyDeviceInput companyId={formData.customer_id} />}
          </FormDataConsumer>
        </>
      )}
      <RadioButtonGroupInput source="user_status" label="Active" choices={YES_NO_CHOICES} />
      <AccessRestrictionInputs />
    </SimpleForm>
  );
}
