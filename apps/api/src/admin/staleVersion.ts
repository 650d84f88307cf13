import { SERVER } from '@drisk/contract';
import { HttpError } from '../http/HttpError';

/** 409 when a write named a version older than the record's: someone else saved in between. */
export function refuseStaleVersion(expected: number | undefined, current: number): void {
  if (expected !== undefined && expected !== current) throw new HttpError(409, SERVER.staleVersion);
}
