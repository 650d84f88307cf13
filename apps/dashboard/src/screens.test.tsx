import { describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { UI_TEXT, fillPath, screenPath, screenPaths, type ScreenName } from '@drisk/contract';
import { ComingSoonPage, DashboardLayout } from './pages';
import { SCREEN_NAMES, SCREENS } from './screens';
import { renderApp } from './test/render';
import { ALPHA } from './test/demoData';

// The shell and the coming-soon page are lazy chunks: the first render takes longer than findBy's second.
configure({ asyncUtilTimeout: 5000 });

/** Sample values for every path parameter of the contract's screen paths. */
const SAMPLE_PARAMS = { id: 7, name: 'Family', unique_id: 'scan-1' };
const addressOf = (name: ScreenName) => fillPath(screenPaths[name], SAMPLE_PARAMS);

const comingSoon = SCREEN_NAMES.filter((name) => SCREENS[name].page === ComingSoonPage);

describe('the screen registry', () => {
  it('routes every later screen at its contract path: its title in the top bar, the heading and the tab, and an honest coming-soon body', async () => {
    await Promise.all([DashboardLayout.preload(), ComingSoonPage.preload()]);
    const { router } = renderApp(screenPath('aboutUs'), {
      session: {},
      routes: {
        getAllDriskDevices: { result: { device_details: [ALPHA] } },
        getNotificationCount: { result: { count: 0 } },
      },
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    // Screens of spec 1 §2.1 and of spec 2 and 3 that are not built yet, parameters included.
    expect(comingSoon).toEqual(['mcModal']);

    for (const name of comingSoon) {
      const { title } = SCREENS[name];
      await act(() => router.navigate(addressOf(name)));
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      const page = heading.closest('section');
      expect(page, name).not.toBeNull();
      expect(within(page as HTMLElement).getByText(UI_TEXT.comingSoon)).toBeInTheDocument();
      expect(
        within(page as HTMLElement).getByText(new RegExp(`^${title} arrives in a coming release`)),
      ).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByText(title)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} · dRisk`));
    }
  });

  it.each([
    ['signIn', 'Sign In'],
    ['register', 'Register'],
    ['resetPassword', 'Reset Password'],
  ] as const)('names the browser tab of the open screen %s', async (name, title) => {
    renderApp(screenPath(name));
    await waitFor(() => expect(document.title).toBe(`${title} · dRisk`));
  });
});
