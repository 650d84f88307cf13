import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_PATH,
  isDashboardPath,
  isDashboardScreen,
  screenPath,
  screenPaths,
  type ScreenName,
} from './screenPaths';

const names = Object.keys(screenPaths) as ScreenName[];

describe('screenPaths', () => {
  it('names each screen after its path segment (case aside), starting in lower case', () => {
    for (const name of names.filter((n) => n !== 'signIn')) {
      const segment =
        screenPaths[name]
          .split('/')
          .filter(Boolean)
          .at(isDashboardScreen(name) ? 1 : 0) ?? '';
      const lowerCamel = segment
        .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
        .replace(/^\w/, (first) => first.toLowerCase());
      expect(lowerCamel.toLowerCase(), name).toBe(name.toLowerCase());
      expect(lowerCamel[0], name).toBe(name[0]);
    }
  });

  it('keeps the spec’s paths, one screen per path', () => {
    expect(new Set(Object.values(screenPaths)).size).toBe(names.length);
    expect(screenPaths.signIn).toBe('/');
    expect(screenPaths.home).toBe(`${DASHBOARD_PATH}/home`);
    expect(screenPaths.updateVulnerabilityScan).toBe('/dashboard/UpdateVulnerabilityScan/{unique_id}');
    expect(names.filter(isDashboardScreen)).toHaveLength(names.length - 3);
  });
});

describe('screenPath', () => {
  it('returns a screen without parameters as it is', () => {
    expect(screenPath('home')).toBe('/dashboard/home');
    expect(screenPath('signIn')).toBe('/');
  });

  it('fills and encodes the parameters', () => {
    expect(screenPath('chat', { id: 7, name: 'Family & Friends' })).toBe(
      '/dashboard/chat/7/Family%20%26%20Friends',
    );
    expect(screenPath('reports', { id: 'a/b' })).toBe('/dashboard/reports/a%2Fb');
  });

  it('adds a query, leaving out what is undefined', () => {
    expect(screenPath('register', {}, { email: 'ann+1@example.com' })).toBe(
      '/register?email=ann%2B1%40example.com',
    );
    expect(screenPath('chat', { id: 7, name: 'Family' }, { server: undefined })).toBe(
      '/dashboard/chat/7/Family',
    );
  });

  it('refuses a missing parameter at compile time and at run time', () => {
    // @ts-expect-error chat needs { id, name }
    expect(() => screenPath('chat')).toThrow('Missing path parameter "id"');
    // @ts-expect-error reports needs { id }, not { unique_id }
    expect(() => screenPath('reports', { unique_id: 'x' })).toThrow('Missing path parameter "id"');
  });

  it("tells the shell's browser paths from the others", () => {
    expect(isDashboardPath(DASHBOARD_PATH)).toBe(true);
    expect(isDashboardPath(screenPath('home'))).toBe(true);
    expect(isDashboardPath(screenPath('signIn'))).toBe(false);
    expect(isDashboardPath(`${DASHBOARD_PATH}s`)).toBe(false);
  });
});
