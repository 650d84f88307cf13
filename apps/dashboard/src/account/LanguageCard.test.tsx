import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Profile } from '@drisk/contract';
import { ACCOUNT_TEXT, LANGUAGE_STORAGE_KEY, SCREEN_TEXT } from '@drisk/contract/client';
import { ACCOUNT_TEXT_DE, SCREEN_TEXT_DE } from '@drisk/contract/i18n/de';
import { renderScreen } from '../test/render';
import { AccountPage } from './AccountPage';

const PROFILE: Profile = {
  user_id: 1,
  first_name: 'Olivia',
  last_name: 'Owner',
  full_name: 'Olivia Owner',
  email_address: 'owner@example.com',
  phone_number: '5550100001',
  dob: '01/15/1990',
  profile_url: '',
  type: 'corporate',
  loginType: 'eRisk',
};

const openAccount = () =>
  renderScreen(<AccountPage />, { path: '/dashboard/profile', routes: { profile: { result: PROFILE } } });

afterEach(() => {
  localStorage.clear();
});

describe('Account: Language', () => {
  it('offers System, English and Deutsch, follows the browser (English here) and switches to German at once', async () => {
    const { user } = openAccount();
    const group = await screen.findByRole('radiogroup', { name: ACCOUNT_TEXT.languageTitle });
    expect(within(group).getByRole('radio', { name: ACCOUNT_TEXT.languageChoice.system })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: SCREEN_TEXT.titles.profile })).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: ACCOUNT_TEXT.languageChoice.de }));

    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.profile }),
    ).toBeInTheDocument();
    const german = screen.getByRole('radiogroup', { name: ACCOUNT_TEXT_DE.languageTitle });
    expect(within(german).getByRole('radio', { name: ACCOUNT_TEXT_DE.languageChoice.de })).toBeChecked();
    expect(screen.getByRole('list', { name: ACCOUNT_TEXT_DE.accountDetails })).toBeInTheDocument();
    // The birthday in German order; the wire's 01/15/1990 stays what is sent.
    expect(screen.getByText('15.01.1990')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');

    await user.click(within(german).getByRole('radio', { name: ACCOUNT_TEXT_DE.languageChoice.en }));
    expect(screen.getByRole('heading', { level: 1, name: SCREEN_TEXT.titles.profile })).toBeInTheDocument();
    expect(screen.getByText('01/15/1990')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
