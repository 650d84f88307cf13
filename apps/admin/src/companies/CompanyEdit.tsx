import { Button } from '@mui/material';
import { ADMIN_TEXT, SERVER } from '@drisk/contract/client';
import type { Company } from '@drisk/contract';
import { Edit, TopToolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { CompanyForm } from './CompanyForm';
import { usersOfCompanyPath } from './companyDetails';

/** Where a phone reaches a company's devices and users (the table's count buttons on wider screens). */
function CompanyEditActions() {
  const record = useRecordContext<Company & { id: number }>();
  const redirect = useRedirect();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      <Button size="small" onClick={() => redirect(`/companies/${record.id}/devices`)}>
        {ADMIN_TEXT.deviceManagement}
      </Button>
      <Button
        size="small"
        onClick={() =>
          redirect(
            usersOfCompanyPath({ customer_id: record.customer_id, customer_name: record.customer_name }),
          )
        }
      >
        {ADMIN_TEXT.tabUserProfile}
      </Button>
    </TopToolbar>
  );
}

/**
 * Edit a company: the customer id is read-only; the save carries the version read, so a save over someone
 * else's change is refused with the server's message (409).
 */
export function CompanyEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="companies"
      title={ADMIN_TEXT.editCompany}
      mutationMode="pessimistic"
      actions={<CompanyEditActions />}
      mutationOptions={{
        onSuccess: () => {
          notify(SERVER.companyUpdated, { type: 'success' });
          redirect('list', 'companies');
        },
      }}
    >
      <CompanyForm showId />
    </Edit>
  );
}
