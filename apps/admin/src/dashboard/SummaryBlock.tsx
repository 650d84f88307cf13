import { useGetList } from 'react-admin';
import { SummaryCard } from './SummaryCard';
import { SummaryGrid } from './SummaryGrid';

/** One count of the summary: a resource's total as the server counts it (one row asked for). */
function SummaryCount({ resource, label }: { resource: string; label: string }) {
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  return <SummaryCard label={label} count={isPending ? undefined : error ? null : total} />;
}

/** The Dashboard tab's summary block: companies, their devices, user profiles and registered users. */
export function SummaryBlock() {
  return <SummaryGrid cardOf={(count) => <SummaryCount {...count} />} />;
}
