import { DEMO_ACCOUNTS } from '../db/seed/demoAccounts';
import type { TestServer } from './testServer';

/** The demo accounts every test server is seeded with, by the first part of their e-mail address. */
export type DemoUser = 'owner' | 'admin' | 'guest' | 'solo';

/**
 * Signs the named demo accounts in on the test server (at once), with the seed's own passwords, and
 * returns their session tokens in the order asked: `[owner, guest] = await signInDemoUsers(server, 'owner', 'guest')`.
 */
export function signInDemoUsers(server: TestServer, ...names: DemoUser[]): Promise<string[]> {
  return Promise.all(
    names.map((name) => {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === `${name}@example.com`);
      if (!account) throw new Error(`No demo account ${name}@example.com in the seed`);
      return server.login(account.email, account.password);
    }),
  );
}
