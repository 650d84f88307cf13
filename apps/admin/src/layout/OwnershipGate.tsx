import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { UI_TEXT, can } from '@drisk/contract/client';
import type { DriskPermissions } from '@drisk/data-provider';
import { DelayedSpinner } from '@drisk/ui';
import { usePermissions } from 'react-admin';

/**
 * The console's tabs need a corporate user who owns or administers the connected device (the company
 * scope of the route table); anyone else reads the spec's ownership message instead (spec 3 §6).
 */
export function OwnershipGate({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<DriskPermissions>();
  if (isPending) return <DelayedSpinner />;
  const allowed = can(permissions?.roleId, 'getCustomerDetails', { userType: permissions?.userType });
  if (!allowed) {
    return (
      <Alert severity="warning" role="alert" sx={{ m: 2 }}>
        {UI_TEXT.adminOwnershipRequired}
      </Alert>
    );
  }
  return <>{children}</>;
}
