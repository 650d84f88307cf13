import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEMO_TEST_CARDS, UI_TEXT } from '@drisk/contract';
import type { RecordedCall } from '../test/fakeServer';
import { renderScreen } from '../test/render';
import { UpgradePlanPage } from './UpgradePlanPage';
import { AUTHENTICATION_FAILS, CARD_SHEET, PLANS } from './planTestData';

function open(routes: Parameters<typeof renderScreen>[1]['routes'] = {}) {
  return renderScreen(<UpgradePlanPage />, {
    path: '/dashboard/upgradePlan',
    state: { device_id: 'DRB-100002' },
    routes: { storagePlans: { result: PLANS }, ...routes },
  });
}

async function buyPlus(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('button', { name: /Plus 50 GB, \$9\.99/ }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm' });
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
}

describe('UpgradePlanPage', () => {
  it('shows the credit balance and the plans in dollars for the device it was given, the active one marked', async () => {
    const { server } = open();
    expect(await screen.findByText(`${UI_TEXT.creditBalance}: $2.50`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Basic 10 GB, $4.99, active plan' })).toHaveTextContent(
      UI_TEXT.activePlan,
    );
    expect(screen.getByRole('button', { name: 'Plus 50 GB, $9.99' })).not.toHaveTextContent(
      UI_TEXT.activePlan,
    );
    expect(server.callsOf('storagePlans')[0].body).toEqual({ device_id: 'DRB-100002' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard/dataSharing');
  });

  it('asks to confirm, and cancelling sends nothing', async () => {
    const { user, server } = open();
    await user.click(await screen.findByRole('button', { name: /Plus 50 GB/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(server.callsOf('paymentSheet')).toHaveLength(0);
  });

  it('pays with the demo provider: declined first, then a success returns to Data Sharing', async () => {
    const confirms: RecordedCall[] = [];
    const { user, server } = open({
      paymentSheet: { message: 'normal', result: CARD_SHEET },
      demoConfirm: (call) => {
        confirms.push(call);
        const card = (call.body as { card_number: string }).card_number.replace(/\s/g, '');
        return card === DEMO_TEST_CARDS.declined
          ? { result: { status: 'requires_payment_method', error: 'Your card was declined.' } }
          : { result: { status: 'succeeded', error: null } };
      },
    });
    await buyPlus(user);
    expect(server.callsOf('paymentSheet')[0].body).toEqual({
      price_id: 'price_plus',
      device_id: 'DRB-100002',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    expect(within(dialog).getByText(UI_TEXT.demoPaymentsLabel)).toBeInTheDocument();

    const card = within(dialog).getByLabelText('Card number');
    await user.clear(card);
    await user.type(card, DEMO_TEST_CARDS.declined);
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your card was declined.');

    await user.clear(card);
    await user.type(card, DEMO_TEST_CARDS.succeeds);
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Arrived at /dashboard/dataSharing')).toBeInTheDocument();
    expect(screen.getByText(UI_TEXT.paymentSuccess)).toBeInTheDocument();
    expect(confirms.map((call) => (call.body as { payment_intent: string }).payment_intent)).toEqual([
      CARD_SHEET.paymentIntent,
      CARD_SHEET.paymentIntent,
    ]);
  });

  it('asks for authentication when the card needs it, and says so when it fails', async () => {
    const { user } = open({
      paymentSheet: { message: 'normal', result: CARD_SHEET },
      demoConfirm: AUTHENTICATION_FAILS,
    });
    await buyPlus(user);
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Fail authentication' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(UI_TEXT.paymentFailed);
  });

  it("says 'Payment canceled.' when the payment dialog is closed", async () => {
    const { user } = open({ paymentSheet: { message: 'normal', result: CARD_SHEET } });
    await buyPlus(user);
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(UI_TEXT.paymentCanceled)).toBeInTheDocument();
  });

  it('goes back to Data Sharing with the success notice when the credit paid', async () => {
    const { user } = open({
      paymentSheet: { message: 'normal', result: { ...CARD_SHEET, paymentIntent: null, type: 'credit' } },
    });
    await buyPlus(user);
    expect(await screen.findByText('Arrived at /dashboard/dataSharing')).toBeInTheDocument();
    expect(screen.getByText(UI_TEXT.paymentSuccessful)).toBeInTheDocument();
  });

  it('shows the result type for an upgrade reply', async () => {
    const { user } = open({
      paymentSheet: { message: 'upgrade', result: { ...CARD_SHEET, type: 'Plan upgraded' } },
    });
    await buyPlus(user);
    expect(await screen.findByText('Plan upgraded')).toBeInTheDocument();
  });
});
