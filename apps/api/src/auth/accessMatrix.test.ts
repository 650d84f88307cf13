import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsSession, routeList, type RouteAccess, type RouteDef } from '@drisk/contract';
import { IMPLEMENTED_CALLS } from '../routes';
import {
  createAccessFixture,
  GROUP_CREATOR,
  HOME_SIDE,
  ROLE_ON,
  SUBJECTS,
  type AccessFixture,
  type Side,
  type Subject,
} from '../test/accessFixture';
import { sampleRequest, type SampleRequest } from '../test/requestSamples';
import { getTestServer, type TestServer } from '../test/testServer';

/**
 * The authorisation matrix, generated from the route table: every route that needs a session, called by
 * each kind of caller (no session; the Owner, Admin and Guest of gateway A; a stranger who owns gateway B)
 * on side A's resources and on side B's, with a request its schemas accept. The expected outcome of each
 * cell is derived from the route's declaration, and the derived table must equal the approved one
 * (accessMatrix.approved.txt), so a declaration that is removed or weakened fails here until someone
 * approves the new table on purpose: UPDATE_ACCESS_MATRIX=1 npx vitest run apps/api/src/auth/accessMatrix.
 * A new route joins by being declared.
 */

type Caller = Subject | 'anonymous';
type Outcome = 'allowed' | 401 | 403;
interface Cell {
  route: RouteDef & { name: string };
  caller: Caller;
  side: Side;
  request: SampleRequest;
  expected: Outcome;
}

const APPROVED = fileURLToPath(new URL('./accessMatrix.approved.txt', import.meta.url));
const implemented = new Set<string>(IMPLEMENTED_CALLS);

/** What the declaration says this caller may do on this side (written out here, not asked of the api). */
function expectedOutcome(access: RouteAccess, caller: Caller, side: Side, body: unknown): Outcome {
  if (caller === 'anonymous') return needsSession(access) ? 401 : 'allowed';
  switch (access.scope) {
    case 'public':
    case 'broker':
    case 'link':
    case 'session':
      return 'allowed';
    case 'device': {
      const role = ROLE_ON[caller][side];
      if (role === undefined) return 403;
      if (access.roles.includes(role)) return 'allowed';
      const limits = (access.limits ?? []).filter((limit) => limit.role === role);
      if (limits.length === 0) return 403;
      const fields = body as Record<string, unknown>;
      return limits.every((limit) => limit.values.includes(String(fields[limit.field]))) ? 'allowed' : 403;
    }
    case 'group': {
      const member = ROLE_ON[caller][side] !== undefined;
      if (!member) return 403;
      return access.owner && GROUP_CREATOR[side] !== caller ? 403 : 'allowed';
    }
    case 'company': {
      const role = ROLE_ON[caller][HOME_SIDE[caller]];
      if (role === undefined || !access.roles.includes(role)) return 403;
      if (access.at && side !== HOME_SIDE[caller]) return 403;
      return 'allowed';
    }
  }
}

/** Scoped routes get every caller on both sides; session-only routes one side (they name no resource). */
function cellsOf(fixture: AccessFixture): Cell[] {
  const cells: Cell[] = [];
  for (const route of routeList) {
    if (!needsSession(route.access)) continue;
    const sides: Side[] = route.access.scope === 'session' ? ['A'] : ['A', 'B'];
    for (const side of sides) {
      const request = sampleRequest(route, fixture.sides[side]);
      for (const caller of ['anonymous', ...SUBJECTS] as Caller[]) {
        if (caller === 'anonymous' && side === 'B') continue;
        cells.push({
          route,
          caller,
          side,
          request,
          expected: expectedOutcome(route.access, caller, side, request.body),
        });
      }
    }
  }
  return cells;
}

const describeCell = (cell: Cell) => `${cell.route.name} ${cell.caller} ${cell.side}: ${cell.expected}`;

let server: TestServer;
let fixture: AccessFixture;

beforeAll(async () => {
  server = await getTestServer();
  fixture = await createAccessFixture(server);
});
afterAll(() => server?.close());

describe('the authorisation matrix', () => {
  it('derives the approved outcome for every cell (a weakened declaration shows here)', () => {
    const table = cellsOf(fixture).map(describeCell).join('\n') + '\n';
    if (process.env.UPDATE_ACCESS_MATRIX) writeFileSync(APPROVED, table);
    expect(table).toBe(readFileSync(APPROVED, 'utf8'));
  });

  it('gets from the api exactly what each declaration allows, for every cell', async () => {
    const cells = cellsOf(fixture);
    const leaks: string[] = [];
    const check = async (cell: Cell, token: string | undefined) => {
      const { route, request } = cell;
      const reply = await server.call(request.path, { method: route.method, body: request.body, token });
      const { status } = reply;
      const denied = status === 401 || status === 403;
      let ok: boolean;
      if (cell.expected !== 'allowed') ok = status === cell.expected;
      else if (!implemented.has(route.name)) ok = status === 501;
      else ok = (!denied && status < 500) || status === 504;
      if (!ok) leaks.push(`${describeCell(cell)}, got ${status} ${reply.body?.message ?? ''}`);
    };

    // Refusals first, with one session per caller: a refused call changes nothing.
    const tokens = Object.fromEntries(
      await Promise.all(SUBJECTS.map(async (subject) => [subject, await fixture.token(subject)] as const)),
    ) as Record<Subject, string>;
    const refused = cells.filter((cell) => cell.expected !== 'allowed');
    for (const cell of refused) {
      await check(cell, cell.caller === 'anonymous' ? undefined : tokens[cell.caller]);
    }
    // Then the allowed calls, each on a fixture put back as it was and with a fresh session, since a
    // handler may delete a mapping, a group or a scan, or sign its caller out.
    const allowed = cells.filter((cell) => cell.expected === 'allowed');
    for (const cell of allowed) {
      await fixture.restoreIfChanged();
      await check(cell, cell.caller === 'anonymous' ? undefined : await fixture.token(cell.caller));
    }

    console.log(
      `authorisation matrix: ${cells.length} cells (${refused.length} refused, ${allowed.length} allowed) over ` +
        `${new Set(cells.map((cell) => cell.route.name)).size} routes; ${leaks.length} wrong`,
    );
    expect(leaks).toEqual([]);
  }, 300_000);
});
