import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEMO_TEST_CARDS, LANGUAGE_STORAGE_KEY } from '@drisk/contract/client';
import { PLANS_TEXT_DE, SCREEN_TEXT_DE, UI_TEXT_DE, WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { renderScreen } from '../test/render';
import { UpgradePlanPage } from './UpgradePlanPage';
import { AUTHENTICATION_FAILS, CARD_SHEET, PLANS } from './planTestData';

/** Dollar amounts as German writes them: a decimal comma, the sign after a non-breaking space. */
const euroStyle = (amount: string) => `${amount}\u00a0$`;

afterEach(() => localStorage.clear());

describe('Storage Plan Upgrade in German', () => {
  it('shows the balance and the plans with German prices, and pays in German', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { user } = renderScreen(<UpgradePlanPage />, {
      path: '/dashboard/upgradePlan',
      state: { device_id: 'DRB-100002' },
      routes: {
        storagePlans: { result: PLANS },
        paymentSheet: { message: 'normal', result: CARD_SHEET },
        demoConfirm: AUTHENTICATION_FAILS,
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.upgradePlan }),
    ).toBeInTheDocument();
    // Matched on the element's own text: the default matcher folds the non-breaking space.
    expect(
      await screen.findByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent === `${UI_TEXT_DE.creditBalance}: ${euroStyle('2,50')}`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: PLANS_TEXT_DE.planLabel('Basic 10 GB', euroStyle('4,99'), true) }),
    ).toHaveTextContent(UI_TEXT_DE.activePlan);
    expect(screen.getByRole('link', { name: PLANS_TEXT_DE.back })).toHaveAttribute(
      'href',
      '/dashboard/dataSharing',
    );

    await user.click(
      screen.getByRole('button', { name: PLANS_TEXT_DE.planLabel('Plus 50 GB', euroStyle('9,99'), false) }),
    );
    const confirm = screen.getByRole('dialog', { name: PLANS_TEXT_DE.confirmTitle });
    expect(confirm.textContent).toContain(PLANS_TEXT_DE.buyQuestion('Plus 50 GB', euroStyle('9,99')));
    await user.click(within(confirm).getByRole('button', { name: WIDGET_TEXT_DE.confirm }));

    const dialog = await screen.findByRole('dialog', { name: PLANS_TEXT_DE.paymentTitle });
    expect(within(dialog).getByText(UI_TEXT_DE.demoPaymentsLabel)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(PLANS_TEXT_DE.cardNumber)).toHaveValue(
      DEMO_TEST_CARDS.succeeds.replace(/(\d{4})(?=\d)/g, '$1 '),
    );
    expect(within(dialog).getByRole('button', { name: PLANS_TEXT_DE.close })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: PLANS_TEXT_DE.payNow }));
    expect(await within(dialog).findByText(UI_TEXT_DE.demoPaymentsAuthenticate)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: PLANS_TEXT_DE.failAuthentication }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(UI_TEXT_DE.paymentFailed);
  });

  it('says in German that no plans are on sale', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    renderScreen(<UpgradePlanPage />, {
      path: '/dashboard/upgradePlan',
      state: { device_id: 'DRB-100002' },
      routes: { storagePlans: { result: [] } },
    });
    expect(await screen.findByText(UI_TEXT_DE.noPlansOnSale)).toBeInTheDocument();
  });
});
