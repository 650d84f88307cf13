import { ADMIN_TEXT, SERVER, USER_PROFILE_DEFAULTS } from '@drisk/contract/client';
import { Create, useGetList, useNotify, useRedirect } from 'react-admin';
import { readCustomerDetails } from '../companies/companyDetails';
import { UserProfileForm } from './UserProfileForm';

/** A new profile starts with the spec's defaults: Active No, Restrictions No, every month and day, 12 AM-12 PM. */
const defaults = () => ({
  ...USER_PROFILE_DEFAULTS,
  customer_id: readCustomerDetails()?.customer_id,
  user_role: '',
  device_id: '',
});

/** Create A User Profile: every field, default and message of the spec (spec 3 §3-§5). */
export function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const { data: companies = [] } = useGetList('companies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'CustomerId', order: 'ASC' },
  });
  // The wire takes the company's name beside its id; the confirmation never leaves the form.
  const transform = ({ confirm_password: _confirm, ...data }: Record<string, unknown>) => ({
    ...data,
    company_name: String(companies.find((c) => c.id === data.customer_id)?.customer_name ?? ''),
  });
  return (
    <Create
      resource="users"
      title={ADMIN_TEXT.createUserProfile}
      transform={transform}
      mutationOptions={{
        onSuccess: () => {
          notify(SERVER.userProfileCreated, { type: 'success' });
          redirect('list', 'users');
        },
      }}
    >
      <UserProfileForm kind="create" defaultValues={defaults()} />
    </Create>
  );
}
