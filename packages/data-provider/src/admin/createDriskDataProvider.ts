import {
  CONTENT_RANGE_HEADER,
  TOTAL_COUNT_HEADER,
  routePaths,
  type ResourceAction,
  type RoutePath,
} from '@drisk/contract/client';
import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { HttpClient } from './driskHttpClient';
import { routeOf } from './resourceRoutes';
import { mapMethods, type MapMethods } from './mapMethods';
import { scanMethods, type ScanMethods } from './scanMethods';
import { threatMethods, type ThreatMethods } from './threatMethods';

export interface DriskDataProviderOptions {
  /** Where the 3.0 API lives, e.g. '/api/3.0'. */
  apiUrl: string;
  /** createDriskHttpClient(...) (Auth header, envelope, HttpError), or a test double. */
  httpClient: HttpClient;
}

type Row = Record<string, unknown>;

/** The admin DataProvider: react-admin's methods, plus the calls that are not a resource. */
export type DriskDataProvider = DataProvider & DriskAdminCalls & ThreatMethods & MapMethods & ScanMethods;

/** How one resource's rows become react-admin records and back. */
interface ResourceShape {
  /** The record's id from a row of the api. */
  idOf: (row: Row) => Identifier;
  /** The api's sort field for react-admin's (its `id` is the resource's own id field). */
  sortField: string;
  /** The body (or query) of getOne, update and delete naming the record. */
  ref: (id: Identifier, previous?: RaRecord) => Row;
}

const SHAPES: Record<string, ResourceShape> = {
  companies: {
    idOf: (row) => (row.CustomerId ?? row.customer_id) as Identifier,
    sortField: 'CustomerId',
    ref: (id) => ({ customer_id: id }),
  },
  companyDevices: {
    // The link id and the device id together: deleteMany gets only ids, and the delete call needs both.
    idOf: (row) =>
      row.Id === undefined ? (row.device_id as Identifier) : `${String(row.Id)}:${String(row.device_id)}`,
    sortField: 'Id',
    ref: (id, previous) => {
      const text = String(id);
      const split = text.indexOf(':');
      if (split > 0) return { Id: Number(text.slice(0, split)), device_id: text.slice(split + 1) };
      return { device_id: text, ...(previous?.Id !== undefined ? { Id: previous.Id } : {}) };
    },
  },
  users: { idOf: (row) => row.user_id as Identifier, sortField: 'user_id', ref: (id) => ({ user_id: id }) },
  userDevices: {
    idOf: (row) => `${String(row.user_id)}:${String(row.device_id)}`,
    sortField: 'device_id',
    ref: (id) => {
      const [userId, ...device] = String(id).split(':');
      return { user_id: Number(userId), device_id: device.join(':') };
    },
  },
  scans: {
    idOf: (row) => row.unique_id as Identifier,
    sortField: 'created_date',
    ref: (id) => ({ unique_id: id }),
  },
  registeredUsers: {
    idOf: (row) => row.email_id as Identifier,
    sortField: 'email_id',
    ref: (id) => ({ email_id: id }),
  },
};

const shapeOf = (resource: string) => {
  const shape = SHAPES[resource];
  if (!shape) throw new Error(`The admin api has no resource '${resource}'`);
  return shape;
};

/** `?a=1&b=2` with empty values left out. */
function queryString(values: Row): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The react-admin DataProvider of the admin console. Each resource's calls come from the contract's route
 * table (its resource tags); paging, sorting and search happen on the server, and `total` is the server's.
 * The audit log is a plain REST resource that ra-data-simple-rest reads with the same http client.
 */
/** The console's calls beside the resources: the device tree and the devices that can be added. */
export interface DriskAdminCalls {
  /** The company's device tree and registered users (user/registeredUsers). */
  deviceTree(): Promise<unknown>;
  /** Devices that can be added to a company, or given to a user profile. */
  availableDevices(owner: { companyId: Identifier } | { userId: Identifier }): Promise<AvailableDevice[]>;
}

/** A device offered by the add-device forms. */
export interface AvailableDevice {
  device_id: string;
  device_name: string;
}

export function createDriskDataProvider({ apiUrl, httpClient }: DriskDataProviderOptions): DriskDataProvider {
  const base = apiUrl.replace(/\/+$/, '');
  // Our client answers fetchUtils.fetchJson's shape; ra-data-simple-rest types its options more narrowly.
  const auditLog = simpleRestProvider(
    `${base}/admin`,
    httpClient as Parameters<typeof simpleRestProvider>[1],
    CONTENT_RANGE_HEADER,
  );
  const AUDIT_PATH = 'audit-log';

  /** Sends one call: GET with the values as its query, every other method with them as its JSON body. */
  async function send(route: RoutePath, values: Row) {
    if (route.method === 'GET') return httpClient(`${base}/${route.path}${queryString(values)}`);
    return httpClient(`${base}/${route.path}`, { method: route.method, body: JSON.stringify(values) });
  }
  const call = (resource: string, action: ResourceAction, values: Row) =>
    send(routeOf(resource, action), values);

  const toRecord = (resource: string, row: Row): RaRecord => ({ ...row, id: shapeOf(resource).idOf(row) });

  async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
    if (resource === 'auditLog') return auditLog.getList(AUDIT_PATH, params);
    const shape = shapeOf(resource);
    const { page = 1, perPage = 5 } = params.pagination ?? {};
    const { field = 'id', order = 'ASC' } = params.sort ?? {};
    const { q, ...filter } = (params.filter ?? {}) as Row;
    if (resource === 'registeredUsers') {
      // One call answers the whole company (the spec's call has no paging): paged here.
      const reply = await call(resource, 'getList', {});
      const rows = ((reply.json as { registered_users: Row[] }).registered_users ?? []).map((row) =>
        toRecord(resource, row),
      );
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }
    const paging = { page, per_page: perPage, sort: field === 'id' ? shape.sortField : field, order };
    const values: Row =
      resource === 'userDevices'
        ? { ...filter, query: q ?? '', ...paging }
        : { ...filter, q: q ?? '', ...paging };
    const reply = await call(resource, 'getList', values);
    // A user's device rows do not repeat the user: the id (user and device) takes it from the request.
    const rows = (reply.json as Row[]).map((row) =>
      toRecord(resource, resource === 'userDevices' ? { user_id: filter.user_id, ...row } : row),
    );
    return { data: rows, total: Number(reply.headers.get(TOTAL_COUNT_HEADER) ?? rows.length) };
  }

  async function getOne(resource: string, id: Identifier): Promise<RaRecord> {
    if (resource === 'auditLog') return (await auditLog.getOne(AUDIT_PATH, { id })).data;
    const reply = await call(resource, 'getOne', shapeOf(resource).ref(id));
    const row = (Array.isArray(reply.json) ? reply.json[0] : reply.json) as Row;
    return toRecord(resource, row);
  }

  const provider: DriskDataProvider = {
    // The records' fields are the contract's; react-admin's generic record type cannot know them.
    getList: async (resource, params) => (await getList(resource, params)) as never,
    getOne: async (resource, { id }) => ({ data: (await getOne(resource, id)) as never }),
    getMany: async (resource, { ids }) => ({
      data: (await Promise.all(ids.map((id) => getOne(resource, id)))) as never,
    }),
    getManyReference: async (resource, { target, id, filter, ...rest }) =>
      (await getList(resource, { ...rest, filter: { ...filter, [target]: id } })) as never,
    create: async (resource, { data }) => {
      const reply = await call(resource, 'create', data as Row);
      const created = (reply.json ?? {}) as Row;
      const row = { ...(data as Row), ...created };
      const devices = (data as Row).device_ids;
      // Adding devices answers no id: the first device added names the new record.
      if (Array.isArray(devices) && row.device_id === undefined) row.device_id = devices[0];
      return { data: toRecord(resource, row) as never };
    },
    update: async (resource, { id, data, previousData }) => {
      const shape = shapeOf(resource);
      // previousData.version is what the user saw: the server refuses the save when it moved on.
      const version = (previousData as Row | undefined)?.version;
      await call(resource, 'update', {
        ...(data as Row),
        ...shape.ref(id, previousData),
        ...(typeof version === 'number' ? { version } : {}),
      });
      return { data: { ...(previousData as Row), ...(data as Row), id } as never };
    },
    updateMany: async (resource, { ids, data }) => {
      for (const id of ids) await provider.update(resource, { id, data, previousData: { id } });
      return { data: ids };
    },
    delete: async (resource, { id, previousData }) => {
      await call(resource, 'delete', shapeOf(resource).ref(id, previousData));
      return { data: (previousData ?? { id }) as never };
    },
    deleteMany: async (resource, { ids }) => {
      for (const id of ids) await call(resource, 'delete', shapeOf(resource).ref(id));
      return { data: ids };
    },
    deviceTree: async () => (await call('registeredUsers', 'getList', {})).json,
    availableDevices: async (owner) => {
      const reply =
        'companyId' in owner
          ? await send(routePaths.getAvailableCustomerDevices, { id: owner.companyId })
          : await send(routePaths.addUserProfileDevices, { user_id: owner.userId });
      return (reply.json ?? []) as AvailableDevice[];
    },
    ...threatMethods(send),
    ...mapMethods(send),
    ...scanMethods(send),
  };
  return provider;
}
