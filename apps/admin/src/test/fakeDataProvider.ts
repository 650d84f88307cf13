import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import type { AvailableDevice, DriskAdminCalls, ScanMethods } from '@drisk/data-provider';

export interface FakeCall {
  method: string;
  resource: string;
  params: unknown;
}

/**
 * A data provider over in-memory records for component tests: paging and filters by equality (q matches
 * any text), every call recorded; `fail` makes one method of one resource reject with an HttpError.
 */
export function fakeDataProvider(
  records: Record<string, RaRecord[]>,
  options: {
    fail?: { method: string; resource: string; status: number; message: string };
    available?: AvailableDevice[];
    tree?: unknown;
  } = {},
) {
  const calls: FakeCall[] = [];
  const rows = (resource: string) => (records[resource] ??= []);
  const check = (method: string, resource: string, params: unknown) => {
    calls.push({ method, resource, params });
    const fail = options.fail;
    if (fail && fail.method === method && fail.resource === resource) {
      throw new HttpError(fail.message, fail.status, { message: fail.message });
    }
  };
  const provider: DataProvider & DriskAdminCalls & ScanMethods = {
    async getList(resource, params) {
      check('getList', resource, params);
      const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      const matching = rows(resource).filter(
        (row) =>
          Object.entries(filter).every(([key, value]) => String(row[key]) === String(value)) &&
          (!q || JSON.stringify(row).toLowerCase().includes(String(q).toLowerCase())),
      );
      const { page = 1, perPage = 5 } = params.pagination ?? {};
      return { data: matching.slice((page - 1) * perPage, page * perPage) as never, total: matching.length };
    },
    async getOne(resource, { id }) {
      check('getOne', resource, { id });
      const row = rows(resource).find((r) => String(r.id) === String(id));
      if (!row) throw new HttpError('Not found', 404, {});
      return { data: row as never };
    },
    async getMany(resource, { ids }) {
      return { data: rows(resource).filter((r) => ids.includes(r.id)) as never };
    },
    async getManyReference(resource, params) {
      return provider.getList(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
    },
    async create(resource, { data }) {
      check('create', resource, { data });
      const record = { id: rows(resource).length + 100, ...(data as object) };
      rows(resource).push(record);
      return { data: record as never };
    },
    async update(resource, params) {
      check('update', resource, params);
      return {
        data: { ...(params.previousData as object), ...(params.data as object), id: params.id } as never,
      };
    },
    async updateMany(_resource, { ids }) {
      return { data: ids };
    },
    async delete(resource, params) {
      check('delete', resource, params);
      records[resource] = rows(resource).filter((r) => r.id !== params.id);
      return { data: params.previousData as never };
    },
    async deleteMany(resource, { ids }) {
      check('deleteMany', resource, { ids });
      return { data: ids };
    },
    async deviceTree() {
      check('deviceTree', 'registeredUsers', {});
      return options.tree;
    },
    async availableDevices(owner) {
      check('availableDevices', 'companyId' in owner ? 'companyDevices' : 'userDevices', owner);
      return options.available ?? [];
    },
    async scanReportLink(uniqueId, format) {
      check('scanReportLink', 'scans', { uniqueId, format });
      return `/api/3.0/exports/report-${uniqueId}.${format}`;
    },
  };
  return { provider, calls };
}
