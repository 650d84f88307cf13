import { describe, expect, it, vi } from 'vitest';
import { SERVER, UI_TEXT } from '@drisk/contract';
import { createApiClient } from './createApiClient';
import { ApiError } from './ApiError';

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

const reply = (statusCode: number, message: string, result: unknown = null) =>
  new Response(JSON.stringify({ statusCode, message, result }), {
    status: statusCode,
    headers: { 'content-type': 'application/json' },
  });

/** A fetch double that records every request and answers from the given function. */
function fakeFetch(answer: (request: Recorded) => Response | Promise<Response> = () => reply(200, 'ok', {})) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request: Recorded = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
      signal: init?.signal ?? undefined,
    };
    requests.push(request);
    return answer(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

describe('createApiClient requests', () => {
  it('posts a JSON body to base path + route path, without the token for a call that needs no session', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createApiClient({ getToken: () => 'tok-1', fetch });
    await client.call('login', { body: { email_address: 'owner@example.com', password: 'Owner#12345' } });
    expect(requests).toEqual([
      {
        url: '/api/3.0/user/login',
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: '{"email_address":"owner@example.com","password":"Owner#12345"}',
        signal: undefined,
      },
    ]);
  });

  it('sends the session token in the Auth header and no body on GET', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createApiClient({ getToken: () => 'tok-1', fetch });
    await client.call('profile');
    expect(requests[0]).toMatchObject({
      url: '/api/3.0/user/profile',
      method: 'GET',
      headers: { Accept: 'application/json', Auth: 'tok-1' },
      body: undefined,
    });
  });

  it('reads the token at every call, so a new sign-in needs no new client', async () => {
    let token: string | null = null;
    const { fetch, requests } = fakeFetch();
    const client = createApiClient({ getToken: () => token, fetch });
    await client.call('profile');
    token = 'tok-2';
    await client.call('profile');
    expect(requests[0].headers).not.toHaveProperty('Auth');
    expect(requests[1].headers.Auth).toBe('tok-2');
  });

  it('builds the query string and leaves out undefined values', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createApiClient({ baseUrl: 'http://api.test/api/3.0/', getToken: () => 't', fetch });
    await client.call('getNotification', { query: { page: 2, page_size: undefined } });
    expect(requests[0].url).toBe('http://api.test/api/3.0/user/getNotification?page=2');
    await client.call('getNotification', { query: { page: 1, page_size: 10 } });
    expect(requests[1].url).toBe('http://api.test/api/3.0/user/getNotification?page=1&page_size=10');
  });

  it('fills and encodes path parameters', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createApiClient({ getToken: () => 't', fetch });
    await client.call('getAvailableWiFiNetworks', { params: { id: 'DR A/1' } });
    expect(requests[0].url).toBe('/api/3.0/settings/getAvailableWiFiNetworks/DR%20A%2F1');
  });

  it('sends an empty JSON object for a POST without a body', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createApiClient({ getToken: () => 't', fetch });
    await client.call('logout');
    expect(requests[0]).toMatchObject({ method: 'POST', body: '{}', headers: { Auth: 't' } });
  });

  it('uses PUT where the route says so', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createApiClient({ getToken: () => 't', fetch });
    await client.call('profilePic', { body: { profile_url: 'AAAA' } });
    expect(requests[0]).toMatchObject({
      url: '/api/3.0/user/profilePic',
      method: 'PUT',
      body: '{"profile_url":"AAAA"}',
    });
  });
});

describe('createApiClient replies', () => {
  it('resolves with the whole envelope of a 200 reply', async () => {
    const devices = { device_details: [{ device_id: 'DRA-100001', name: 'dRisk-Alpha' }] };
    const { fetch } = fakeFetch(() => reply(200, 'Devices', devices));
    const client = createApiClient({ getToken: () => 't', fetch });
    await expect(client.call('getAllDriskDevices')).resolves.toEqual({
      statusCode: 200,
      message: 'Devices',
      result: devices,
    });
  });

  it('rejects with an ApiError carrying the server statusCode, message and result', async () => {
    const { fetch } = fakeFetch(() => reply(400, SERVER.invalidCredentials, { field: 'password' }));
    const client = createApiClient({ getToken: () => null, fetch });
    const error = await client
      .call('login', { body: { email_address: 'a@b.co', password: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: SERVER.invalidCredentials,
      result: { field: 'password' },
    });
  });

  it('treats 429 as an error with the lockout message', async () => {
    const { fetch } = fakeFetch(() => reply(429, SERVER.accountLocked));
    const client = createApiClient({ getToken: () => null, fetch });
    await expect(
      client.call('login', { body: { email_address: 'a@b.co', password: 'x' } }),
    ).rejects.toMatchObject({ statusCode: 429, message: SERVER.accountLocked });
  });

  it('rejects with statusCode 0 and a clear message when the server cannot be reached', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ getToken: () => 't', fetch });
    const error = (await client.call('profile').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(0);
    expect(error.message).toBe('Unable to reach the server. Please check your connection and try again');
    expect(error.isNetworkError).toBe(true);
  });

  it('rejects with the HTTP status and a readable message when the reply is not an envelope', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const client = createApiClient({ getToken: () => 't', fetch });
    await expect(client.call('profile')).rejects.toMatchObject({
      statusCode: 502,
      message: UI_TEXT.serverUnexpectedReply,
    });
  });

  it('passes the AbortSignal to fetch and rejects with the abort reason, not an ApiError', async () => {
    const { fetch, requests } = fakeFetch(
      (request) =>
        new Promise((_resolve, reject) =>
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason)),
        ),
    );
    const client = createApiClient({ getToken: () => 't', fetch });
    const controller = new AbortController();
    const pending = client.call('profile', {}, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(requests[0].signal).toBe(controller.signal);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('createApiClient session expiry', () => {
  it('tells every listener once when several calls fail with the same expired token', async () => {
    const { fetch } = fakeFetch(() => reply(401, SERVER.sessionExpired));
    const client = createApiClient({ getToken: () => 'old', fetch });
    const first = vi.fn();
    const second = vi.fn();
    client.onSessionExpired(first);
    client.onSessionExpired(second);
    const results = await Promise.allSettled([client.call('profile'), client.call('getAllDriskDevices')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 401,
      message: SERVER.sessionExpired,
      isSessionExpired: true,
    });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('signals again when a later session (a new token) expires too', async () => {
    let token = 'first';
    const { fetch } = fakeFetch(() => reply(401, SERVER.sessionExpired));
    const client = createApiClient({ getToken: () => token, fetch });
    const listener = vi.fn();
    client.onSessionExpired(listener);
    await client.call('profile').catch(() => undefined);
    token = 'second';
    await client.call('profile').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells the first listener of an expiry that happened before anyone listened, while that session lasts', async () => {
    let token = 'old';
    const { fetch } = fakeFetch(() => reply(401, SERVER.sessionExpired));
    const client = createApiClient({ getToken: () => token, fetch });
    await client.call('getAllDriskDevices').catch(() => undefined);

    // A listener that leaves before the news arrives (a development double mount) leaves it to the next.
    const early = vi.fn();
    client.onSessionExpired(early)();
    const first = vi.fn();
    const second = vi.fn();
    client.onSessionExpired(first);
    client.onSessionExpired(second);
    await Promise.resolve();
    expect(early).not.toHaveBeenCalled();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();

    // Once signed in again, an old expiry nobody heard is not news.
    const later = createApiClient({ getToken: () => token, fetch });
    await later.call('profile').catch(() => undefined);
    token = 'new';
    const afterSignIn = vi.fn();
    later.onSessionExpired(afterSignIn);
    await Promise.resolve();
    expect(afterSignIn).not.toHaveBeenCalled();
  });

  it('does not signal for a 401 with another message, nor after unsubscribing', async () => {
    let message: string = SERVER.unauthorized;
    const { fetch } = fakeFetch(() => reply(401, message));
    const client = createApiClient({ getToken: () => 't', fetch });
    const listener = vi.fn();
    const unsubscribe = client.onSessionExpired(listener);
    await expect(client.call('profile')).rejects.toMatchObject({
      statusCode: 401,
      message: SERVER.unauthorized,
    });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    message = SERVER.sessionExpired;
    await client.call('profile').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });
});
