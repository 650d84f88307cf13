import type { ReactElement, ReactNode } from 'react';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@drisk/contract/client';
import { List, Pagination, SearchInput, TopToolbar, type ListProps, type SortPayload } from 'react-admin';

/** Page sizes of every console table (spec 3 §9: 5, 10, 25). */
export const ConsolePagination = () => <Pagination rowsPerPageOptions={[...ADMIN_PAGE_SIZES]} />;

/**
 * A table's buttons above it. On a phone react-admin turns a create button into a floating one, so the bar
 * is empty there: it takes no room and no background instead of a blank white band above the search.
 */
export const ConsoleToolbar = ({ children }: { children: ReactNode }) => (
  <TopToolbar sx={{ bgcolor: 'transparent', minHeight: { xs: 0, sm: 48 }, p: { xs: 0 } }}>
    {children}
  </TopToolbar>
);

/** The search box of a table; the server searches (`q`). */
export const searchFilter = [<SearchInput key="q" source="q" alwaysOn placeholder="Search" />];

export interface ConsoleListProps extends Omit<ListProps, 'children' | 'sort'> {
  /** The spec's default sort of this table (spec 3 §4). */
  sort: SortPayload;
  /** Whether the table has a search box. */
  searchable?: boolean;
  children: ReactNode;
  empty?: ReactElement | false;
}

/**
 * A console table: server paging at 5/10/25 rows (5 first), the spec's default sort, an optional search
 * box, and no export button (the spec has none). Tables fit 360 px through ResponsiveRows.
 */
export function ConsoleList({ sort, searchable = false, children, ...rest }: ConsoleListProps) {
  return (
    <List
      perPage={ADMIN_DEFAULT_PAGE_SIZE}
      pagination={<ConsolePagination />}
      sort={sort}
      filters={searchable ? searchFilter : undefined}
      exporter={false}
      // The bar of search and buttons sits on the page, not on a white strip of its own (phones).
      sx={{ '& .RaList-actions': { backgroundColor: 'transparent' } }}
      {...rest}
    >
      {children}
    </List>
  );
}
