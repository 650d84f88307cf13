import { ADMIN_TEXT, SERVER } from '@drisk/contract/client';
import { Create, useNotify, useRedirect } from 'react-admin';
import { CompanyForm } from './CompanyForm';

/** Create a company; the list reloads on success (spec 3 §4). */
export function CompanyCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="companies"
      title={ADMIN_TEXT.createCompany}
      mutationOptions={{
        onSuccess: () => {
          notify(SERVER.companyCreated, { type: 'success' });
          redirect('list', 'companies');
        },
      }}
    >
      <CompanyForm />
    </Create>
  );
}
