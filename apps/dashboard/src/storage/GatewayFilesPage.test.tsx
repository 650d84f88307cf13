import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import {
  FILE_STRUCTURE_MODULES,
  FILE_STRUCTURE_TIMEOUT_MS,
  STORAGE_MESSAGES,
  UI_TEXT,
  topics,
  type FileEntry,
  type FileStructureRequestMessage,
  type SharingDevice,
} from '@drisk/contract';
import { RealtimeProvider, createFakeRealtimeConnection } from '@drisk/realtime';
import { renderScreen } from '../test/render';
import { GatewayFilesPage } from './GatewayFilesPage';
import { ALPHA_SHARING } from './storageTestData';

configure({ asyncUtilTimeout: 5000 });

const DRIVE = 'DRA-100001-USB1';
const DRIVE_ROOT = `/dRisk/${DRIVE}`;
const ANSWERS = topics.fileStructureResponse('DRA-100001');
const REQUESTS = topics.fileStructureRequest('DRA-100001');
const FILE_SERVER = 'http://gateway.test:4100';

const BACKUPS: FileEntry = {
  type: 'directory',
  name: 'Backups',
  filename: `${DRIVE_ROOT}/Backups`,
  lastmod: 'Fri, 20 Nov 2026 09:30:00 GMT',
  size: 0,
};

/** The gateway files screen on `mountpoint`, with a fake broker connection and a spy on the gateway's HTTP server. */
function open(
  mountpoint = DRIVE,
  sharing: SharingDevice = { ...ALPHA_SHARING, localStorageServer: FILE_SERVER },
) {
  const connection = createFakeRealtimeConnection();
  const gatewayHttp = vi.fn(async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    const answer = url.endsWith('/fileStructure')
      ? {
          statusCode: 200,
          message: STORAGE_MESSAGES.listed,
          result: [{ ...BACKUPS, filename: '/dRisk/DRA-100001/Backups' }],
        }
      : { statusCode: 404, message: STORAGE_MESSAGES.notFoundRoute, result: null };
    return new Response(JSON.stringify(answer), { status: answer.statusCode });
  });
  vi.stubGlobal('fetch', gatewayHttp);
  const view = renderScreen(
    <RealtimeProvider url="ws://broker.test/mqtt" userId={1} token="test-token" connection={connection}>
      <GatewayFilesPage />
    </RealtimeProvider>,
    {
      path: `/dashboard/mqttFileSharing?device_id=DRA-100001&mountpoint=${mountpoint}`,
      routes: { dataSharing: { result: [sharing] } },
    },
  );
  return { ...view, connection, gatewayHttp };
}

async function subscribed(connection: ReturnType<typeof createFakeRealtimeConnection>) {
  await waitFor(() => expect(connection.activeTopics()).toContain(ANSWERS));
}

const requestsOf = (connection: ReturnType<typeof createFakeRealtimeConnection>) =>
  connection.published
    .filter((entry) => entry.topic === REQUESTS)
    .map((entry) => entry.message as FileStructureRequestMessage);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GatewayFilesPage, for the Owner: the live channel', () => {
  it('asks once the answer topic is granted, takes only the answer to its own request, and never lists over HTTP', async () => {
    const { connection, gatewayHttp } = open();
    await subscribed(connection);
    expect(requestsOf(connection)).toEqual([]);

    act(() => connection.grant(ANSWERS));
    const [request] = requestsOf(connection);
    expect(request).toEqual({
      module: FILE_STRUCTURE_MODULES.request,
      request_id: expect.any(String),
      mountpoint: DRIVE_ROOT,
      path: DRIVE_ROOT,
      device_id: 'DRA-100001',
      selected_device_id: DRIVE,
    });

    const answer = {
      module: FILE_STRUCTURE_MODULES.response,
      device_id: 'DRA-100001',
      selected_device_id: DRIVE,
      path: DRIVE_ROOT,
      statusCode: 200,
      message: STORAGE_MESSAGES.listed,
    };
    // Another tab's answer on the same topic.
    act(() =>
      connection.emit(ANSWERS, {
        ...answer,
        request_id: 'someone-else',
        result: [{ ...BACKUPS, name: 'Theirs' }],
      }),
    );
    act(() => connection.emit(ANSWERS, { ...answer, request_id: request.request_id, result: [BACKUPS] }));
    expect(await screen.findByRole('row', { name: 'Backups' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Theirs' })).not.toBeInTheDocument();
    expect(gatewayHttp.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringMatching(/fileStructure/),
    );
  });

  it("shows the gateway's refusal", async () => {
    const { connection } = open();
    await subscribed(connection);
    act(() => connection.grant(ANSWERS));
    const [request] = requestsOf(connection);
    act(() =>
      connection.emit(ANSWERS, {
        module: FILE_STRUCTURE_MODULES.response,
        request_id: request.request_id,
        device_id: 'DRA-100001',
        selected_device_id: DRIVE,
        path: DRIVE_ROOT,
        statusCode: 404,
        message: STORAGE_MESSAGES.notFound,
        result: [],
      }),
    );
    expect(await screen.findByText(STORAGE_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('says the device cannot be reached when no answer comes in time, and asks again on Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { connection, user } = open();
    await subscribed(connection);
    act(() => connection.grant(ANSWERS));
    expect(requestsOf(connection)).toHaveLength(1);

    act(() => vi.advanceTimersByTime(FILE_STRUCTURE_TIMEOUT_MS - 100));
    expect(screen.queryByText(UI_TEXT.deviceUnreachable)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText(UI_TEXT.deviceUnreachable)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    act(() => connection.grant(ANSWERS));
    await waitFor(() => expect(requestsOf(connection)).toHaveLength(2));
    const [first, second] = requestsOf(connection);
    expect(second.request_id).not.toBe(first.request_id);
  });
});

describe('GatewayFilesPage, for the other roles: the HTTP listing', () => {
  it("lists a Guest's internal storage through the gateway's file server, without the live channel", async () => {
    const { connection, gatewayHttp } = open('DRA-100001', {
      ...ALPHA_SHARING,
      role_id: 2,
      external_drive: [],
      localStorageServer: FILE_SERVER,
    });
    expect(await screen.findByRole('row', { name: 'Backups' })).toBeInTheDocument();
    expect(String(gatewayHttp.mock.calls[0][0])).toBe(`${FILE_SERVER}/fileStructure`);
    expect(connection.subscribeCalls).not.toContain(ANSWERS);
  });

  it('says the device cannot be reached when the gateway has no file server address', async () => {
    open('DRA-100001', { ...ALPHA_SHARING, role_id: 2, external_drive: [] });
    expect(await screen.findByText(UI_TEXT.deviceUnreachable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
