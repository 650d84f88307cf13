import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { UI_TEXT, can } from '@drisk/contract/client';
import type { DriskPermissions } from '@drisk/data-provider';
import { usePermissions } from 'react-admin';
import { ConsoleBodySkeleton } from './ConsoleSkeleton';

/**
 * The console's tabs need a corporate user who owns or administers the connected device (the company
 * scope of the route table); anyone else reads the spec's ownership message instead (spec 3 §6).
 */
export function OwnershipGate({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<DriskPermissions>();
  // The skeleton the page opened with stays until the role is known, so nothing flashes in between.
  if (isPending) return <ConsoleBodySkeleton />;
  const allowed = can(permissions?.roleId, 'getCustomerDetails', { userType: permissions?.userType });
  if (!allowed) {
    // The refusal is the page's content, so it is its main landmark too.
    return (
      <Box component="main" sx={{ p: 2 }}>
        <Alert severity="warning" role="alert">
          {UI_TEXT.adminOwnershipRequired}
        </Alert>
      </Box>
    );
  }
  return <>{children}</>;
}
