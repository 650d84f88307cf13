import { HttpError } from '../http/HttpError';
import type { Grant } from '../auth/enforceAccess';

/** The companies a company-scoped handler may read: the one the request names, else all the caller's. */
export function companiesOf(grant: Grant, named?: number): number[] {
  if (!grant.company) throw new HttpError(500, 'A company route ran without a company grant');
  return named === undefined ? grant.company.companyIds : [named];
}

/** The company a handler acts on when the request names none: the connected device's, else the first. */
export function homeCompanyOf(grant: Grant): number | null {
  if (!grant.company) throw new HttpError(500, 'A company route ran without a company grant');
  return grant.company.companyId ?? grant.company.companyIds[0] ?? null;
}
