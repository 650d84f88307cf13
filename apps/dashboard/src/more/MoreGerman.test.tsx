import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MoreDetails } from '@drisk/contract';
import { LANGUAGE_STORAGE_KEY, VALIDATION } from '@drisk/contract/client';
import {
  ABOUT_TEXT_DE,
  COMING_SOON_TEXT_DE,
  FEEDBACK_TEXT_DE,
  MORE_TEXT_DE,
  NOT_FOUND_TEXT_DE,
  SCREEN_TEXT_DE,
  UI_TEXT_DE,
  VALIDATION_DE,
} from '@drisk/contract/i18n/de';
import { AboutUsPage } from '../about/AboutUsPage';
import { ComingSoonPage } from '../coming-soon/ComingSoonPage';
import { FeedbackPage } from '../feedback/FeedbackPage';
import { HelpPage } from '../help/HelpPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { renderScreen } from '../test/render';
import { MorePage } from './MorePage';

const DETAILS: MoreDetails = {
  manufacture: 'dRisk Inc.',
  model: 'DR-G1',
  device_name: 'dRisk-Alpha',
  version: '3.2.1',
  wifi_name_ssid: 'Alpha-Gast',
  wifi_password: 'alpha-geheim-42',
};
/** The FAQ stays as the server wrote it; only the screen's own words change. */
const FAQ = [{ faq_id: 1, question: 'What is Ghost Mode?', answer: 'Ghost Mode hides the device.' }];

const german = () => localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('More, About Us, Help, Feedback, Not Found and Coming Soon in German', () => {
  it("shows More's links, the device's details and the Wi-Fi card in German", async () => {
    german();
    const { user } = renderScreen(<MorePage />, {
      path: '/dashboard/more',
      routes: { getMoreDetails: { result: [DETAILS] } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.more }),
    ).toBeInTheDocument();
    const info = await screen.findByRole('list', { name: MORE_TEXT_DE.deviceInformation });
    expect(within(info).getByRole('button', { name: MORE_TEXT_DE.aboutUs })).toBeInTheDocument();
    expect(
      within(info).getByRole('link', { name: new RegExp(MORE_TEXT_DE.privacyNotice) }),
    ).toBeInTheDocument();
    for (const [label, value] of [
      [MORE_TEXT_DE.manufacture, 'dRisk Inc.'],
      [MORE_TEXT_DE.model, 'DR-G1'],
      [MORE_TEXT_DE.serialNumber, 'dRisk-Alpha'],
      [MORE_TEXT_DE.softwareVersion, '3.2.1'],
    ]) {
      expect((await within(info).findByText(label)).closest('li')).toHaveTextContent(value);
    }
    const wifi = screen.getByRole('list', { name: MORE_TEXT_DE.wifiTitle });
    expect(within(wifi).getByText(MORE_TEXT_DE.ssidName).closest('li')).toHaveTextContent('Alpha-Gast');
    await user.click(within(wifi).getByRole('button', { name: MORE_TEXT_DE.showPassword }));
    expect(within(wifi).getByText('alpha-geheim-42')).toBeInTheDocument();
    expect(within(wifi).getByRole('button', { name: MORE_TEXT_DE.hidePassword })).toBeInTheDocument();
  });

  it('says on More in German that no device is connected', async () => {
    german();
    renderScreen(<MorePage />, { path: '/dashboard/more', session: { connectedDevice: null } });
    expect((await screen.findAllByText(UI_TEXT_DE.noDeviceConnected)).length).toBeGreaterThan(0);
  });

  it('shows About Us in German, the year written as it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00'));
    german();
    renderScreen(<AboutUsPage />, { path: '/dashboard/aboutUs', state: { version: '3.2.1' } });
    expect(await screen.findByRole('img', { name: ABOUT_TEXT_DE.logo('dRisk') })).toBeInTheDocument();
    expect(screen.getByText(ABOUT_TEXT_DE.version('3.2.1'))).toBeInTheDocument();
    expect(screen.getByText('© 2031 dRisk Inc.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(ABOUT_TEXT_DE.visitWebsite) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ABOUT_TEXT_DE.back })).toHaveAttribute('href', '/dashboard/more');
  });

  it("shows Help's own words in German and the server's FAQ as it came", async () => {
    german();
    renderScreen(<HelpPage />, { path: '/dashboard/help', routes: { getFAQ: { result: FAQ } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.help }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: FAQ[0].question })).toBeInTheDocument();
  });

  it('says in German that Help has no entries', async () => {
    german();
    renderScreen(<HelpPage />, { path: '/dashboard/help', routes: { getFAQ: { result: [] } } });
    expect(await screen.findByText(UI_TEXT_DE.noDataAvailable)).toBeInTheDocument();
  });

  it('asks for feedback in German and says thanks in German', async () => {
    german();
    const { user } = renderScreen(<FeedbackPage />, {
      path: '/dashboard/feedback',
      routes: { userFeedback: { message: 'Feedback received' } },
    });
    const submit = await screen.findByRole('button', { name: FEEDBACK_TEXT_DE.submit });
    await user.click(submit);
    expect(screen.getByText(VALIDATION_DE.feedbackRequired)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.feedbackRequired)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: FEEDBACK_TEXT_DE.feedbackLabel }), 'Sehr gut');
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT_DE.feedbackSuccessTitle });
    expect(within(dialog).getByText(UI_TEXT_DE.feedbackSuccessText)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: FEEDBACK_TEXT_DE.ok })).toBeInTheDocument();
  });

  it('shows Not Found and Coming Soon in German', async () => {
    german();
    const { unmount } = renderScreen(<NotFoundPage signedIn />, { path: '/dashboard/nowhere' });
    expect(
      await screen.findByRole('heading', { level: 2, name: UI_TEXT_DE.notFoundHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOT_FOUND_TEXT_DE.backToHome })).toHaveAttribute(
      'href',
      '/dashboard/home',
    );
    unmount();
    renderScreen(<ComingSoonPage />, { path: '/dashboard/mcModal' });
    expect(await screen.findByText(UI_TEXT_DE.comingSoon)).toBeInTheDocument();
    expect(
      screen.getByText(COMING_SOON_TEXT_DE.description(SCREEN_TEXT_DE.titles.mcModal)),
    ).toBeInTheDocument();
  });
});
