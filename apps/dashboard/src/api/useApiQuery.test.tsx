import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { SERVER } from '@drisk/contract';
import { createApiClient } from '@drisk/data-provider';
import { ToastProvider } from '@drisk/ui';
import { ApiProvider, usePrefetchedCalls } from './ApiProvider';
import { useApiQuery } from './useApiQuery';
import { createFakeServer, type FakeServer } from '../test/fakeServer';

function NotificationPage() {
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiQuery('getNotification', { query: { page, page_size: 10 } });
  return (
    <div>
      <p>{loading ? 'loading' : 'idle'}</p>
      {data && <p>total {data.total_records}</p>}
      {error && <p>error {error.message}</p>}
      <button onClick={() => setPage((current) => current + 1)}>next</button>
      <button onClick={() => void reload()}>reload</button>
    </div>
  );
}

function renderWith(server: FakeServer, ui = <NotificationPage />) {
  const client = createApiClient({ getToken: () => 'tok', fetch: server.fetch });
  return render(
    <ToastProvider>
      <ApiProvider client={client}>{ui}</ApiProvider>
    </ToastProvider>,
  );
}

const page = (total: number) => ({
  statusCode: 200,
  message: 'ok',
  result: { records: [], total_records: total },
});

describe('useApiQuery', () => {
  it('fetches on open, again when the input changes, and on reload', async () => {
    let total = 0;
    const server = createFakeServer({ getNotification: () => page((total += 1)) });
    renderWith(server);
    expect(await screen.findByText('total 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(await screen.findByText('total 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText('total 3')).toBeInTheDocument();
    expect(server.requests.map((request) => request.path)).toEqual([
      'user/getNotification?page=1&page_size=10',
      'user/getNotification?page=2&page_size=10',
      'user/getNotification?page=2&page_size=10',
    ]);
  });

  it('renders the screen once more for its answer on open, not also to say it is loading', async () => {
    // An effect's update is urgent: React renders it in one block, so a render for nothing costs a phone.
    let renders = 0;
    function Counted() {
      renders += 1;
      const { data, loading } = useApiQuery('getNotification', { query: { page: 1, page_size: 10 } });
      return <p>{loading ? 'loading' : `total ${data?.total_records}`}</p>;
    }
    const server = createFakeServer({ getNotification: () => page(7) });
    renderWith(server, <Counted />);
    expect(await screen.findByText('total 7')).toBeInTheDocument();
    expect(renders).toBe(2);
  });

  it('asks the server on a reload even while a reply started earlier is on its way', async () => {
    // A reload follows a change: the answer to a call started before it would not show the change.
    let total = 0;
    const server = createFakeServer({ getNotification: () => page((total += 1)) });
    let early: ((value: Awaited<ReturnType<typeof earlyCall>>) => void) | undefined;
    const earlyCall = () =>
      new Promise<{
        statusCode: number;
        message: string;
        result: { records: never[]; total_records: number };
      }>((resolve) => {
        early = resolve;
      });
    function Early() {
      const { data, reload } = useApiQuery(
        'getNotification',
        { query: { page: 1, page_size: 10 } },
        { takeFirst: earlyCall },
      );
      return (
        <div>
          <p>{data ? `total ${data.total_records}` : 'waiting'}</p>
          <button onClick={() => void reload()}>reload</button>
        </div>
      );
    }
    renderWith(server, <Early />);
    await userEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText('total 1')).toBeInTheDocument();
    expect(server.callsOf('getNotification')).toHaveLength(1);
    early?.({ statusCode: 200, message: 'ok', result: { records: [], total_records: 99 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('total 1')).toBeInTheDocument();
  });

  it('returns a failure with the server message instead of throwing', async () => {
    const server = createFakeServer({
      getNotification: { statusCode: 500, message: SERVER.internalError },
    });
    renderWith(server);
    expect(await screen.findByText(`error ${SERVER.internalError}`)).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('does not report a session expiry as an error (the Session Expired dialog answers it)', async () => {
    const server = createFakeServer({
      getNotification: { statusCode: 401, message: SERVER.sessionExpired },
    });
    renderWith(server);
    await waitFor(() => expect(screen.getByText('idle')).toBeInTheDocument());
    expect(screen.queryByText(/^error/)).not.toBeInTheDocument();
  });

  it('aborts the request when the screen closes', async () => {
    let signal: AbortSignal | undefined;
    const server = createFakeServer();
    const view = renderWith(server);
    const client = createApiClient({
      getToken: () => 'tok',
      fetch: (input, init) => {
        signal = init?.signal ?? undefined;
        return new Promise(() => undefined);
      },
    });
    view.rerender(
      <ToastProvider>
        <ApiProvider client={client}>
          <NotificationPage />
        </ApiProvider>
      </ToastProvider>,
    );
    await waitFor(() => expect(signal).toBeDefined());
    view.unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('takes the answer of a call prefetched at a pressed link instead of asking again, once', async () => {
    let total = 0;
    const server = createFakeServer({ getNotification: () => page((total += 1)) });
    function PressThenOpen() {
      const { prefetch } = usePrefetchedCalls();
      const [open, setOpen] = useState(false);
      return open ? (
        <NotificationPage />
      ) : (
        <button
          onPointerDown={() => prefetch('getNotification', { query: { page: 1, page_size: 10 } })}
          onClick={() => setOpen(true)}
        >
          open
        </button>
      );
    }
    renderWith(server, <PressThenOpen />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('total 1')).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    // A reload is the user asking for fresh data: it goes to the server.
    await userEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText('total 2')).toBeInTheDocument();
    expect(server.requests).toHaveLength(2);
  });
  it('uses a reply started earlier (takeFirst) once, even when React mounts twice in development', async () => {
    const server = createFakeServer({
      realtimeConfig: { statusCode: 200, message: 'ok', result: { ws_url: 'ws://live' } },
    });
    const client = createApiClient({ getToken: () => 'tok', fetch: server.fetch });
    let started: ReturnType<typeof client.call<'realtimeConfig'>> | undefined = client.call('realtimeConfig');
    const takeFirst = () => {
      const reply = started;
      started = undefined;
      return reply;
    };
    function Broker() {
      const { data, reload } = useApiQuery('realtimeConfig', undefined, { takeFirst });
      return (
        <div>
          <p>{data ? data.ws_url : 'none'}</p>
          <button onClick={() => void reload()}>reload</button>
        </div>
      );
    }
    render(
      <StrictMode>
        <ToastProvider>
          <ApiProvider client={client}>
            <Broker />
          </ApiProvider>
        </ToastProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('ws://live')).toBeInTheDocument();
    expect(server.callsOf('realtimeConfig')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'reload' }));
    await waitFor(() => expect(server.callsOf('realtimeConfig')).toHaveLength(2));
  });
});
