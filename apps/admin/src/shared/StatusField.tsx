import { ADMIN_TEXT } from '@drisk/contract/client';
import { StatusDot } from '@drisk/ui';
import { useRecordContext } from 'react-admin';

export interface StatusFieldProps {
  /** Whether the record counts as active. */
  isActive: (record: Record<string, unknown>) => boolean;
  /** The field the status is read from (the column's sort field). */
  source?: string;
  /** Column heading. */
  label?: string;
  sortBy?: string;
  sortable?: boolean;
}

/** A record's status as a dot: green and 'Active' when active, red and 'In-active' otherwise (spec 3 §4). */
export function StatusField({ isActive }: StatusFieldProps) {
  const record = useRecordContext();
  if (!record) return null;
  const active = isActive(record);
  return <StatusDot active={active} label={active ? ADMIN_TEXT.statusActive : ADMIN_TEXT.statusInactive} />;
}
