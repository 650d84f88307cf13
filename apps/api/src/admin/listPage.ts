import { asc, desc, ilike, or, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { TOTAL_COUNT_HEADER } from '@drisk/contract';

/** Paging fields of an admin list query (the contract's adminListFields). */
export interface ListPage {
  page: number;
  per_page: number;
}

export const offsetOf = (query: ListPage) => (query.page - 1) * query.per_page;

/** The total of a paged list, sent beside the spec's list in the envelope. */
export const totalHeader = (total: number) => ({ [TOTAL_COUNT_HEADER]: String(total) });

/** An ILIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Where a list's search matches: any of `columns` contains `q` (case-insensitive); nothing when q is empty. */
export function matchesSearch(q: string, columns: AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A page's ORDER BY: the chosen column, then `tiebreak` the same way, so pages never overlap or skip. */
export function pageOrder(
  order: 'ASC' | 'DESC',
  column: AnyColumn | SQLWrapper,
  tiebreak: AnyColumn | SQLWrapper,
): SQL[] {
  const direction = order === 'ASC' ? asc : desc;
  return [direction(column), direction(tiebreak)];
}
