import { describe, expect, it } from 'vitest';
import { fillPath, toRouterPath } from './defineRoute';
import { routes } from './index';

describe('paths', () => {
  it("turns {name} into Fastify's :name", () => {
    expect(toRouterPath(routes.joinRoom.path)).toBe('cot/room/:room/join');
  });

  it('fills parameters, encoding each value', () => {
    expect(fillPath(routes.getScanDetails.path, { id: 'a b/c' })).toBe('user/getScanDetails/a%20b%2Fc');
    expect(fillPath('downloadFiles/{path}', { path: '["/dRisk/D/a"]' })).toBe(
      'downloadFiles/%5B%22%2FdRisk%2FD%2Fa%22%5D',
    );
  });

  it('says which parameter is missing', () => {
    expect(() => fillPath(routes.deleteVulnerabilityScan.path)).toThrow(
      'Missing path parameter "id" for user/deleteVulnerabilityScan/{id}',
    );
  });
});
