import { API_BASE_PATH, AUTH_HEADER, routes, type RouteName } from '@drisk/contract';
import type { HttpClient, LoadRequest } from './httpLoad';

/** A load-test call of a contract route (method and path from the route table). */
export function routeCall(name: RouteName, token: string | null, body?: unknown): LoadRequest {
  const route = routes[name];
  return {
    method: route.method as 'GET' | 'POST',
    path: `${API_BASE_PATH}/${route.path}`,
    headers: token ? { [AUTH_HEADER]: token } : {},
    body: route.method === 'GET' ? undefined : (body ?? {}),
  };
}

/** Signs in over HTTP; returns the token and the user id. */
export async function signIn(
  client: HttpClient,
  email: string,
  password: string,
): Promise<{ token: string; userId: number }> {
  const reply = await client.send(routeCall('login', null, { email_address: email, password }));
  if (reply.status !== 200) throw new Error(`Sign-in of ${email} failed: ${reply.status} ${reply.body}`);
  const { result } = JSON.parse(reply.body) as { result: { token: string; user_id: number } };
  return { token: result.token, userId: result.user_id };
}

/** Sends a call once and fails loudly unless it answers 200, so a broken call is never benchmarked. */
export async function expectOk(client: HttpClient, call: LoadRequest): Promise<string> {
  const reply = await client.send(call);
  if (reply.status !== 200)
    throw new Error(`${call.method} ${call.path} answered ${reply.status}: ${reply.body.slice(0, 300)}`);
  return reply.body;
}
