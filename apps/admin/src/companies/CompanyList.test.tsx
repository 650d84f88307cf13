import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXT, SERVER, TWO_FACTOR_TEXT, UI_TEXT } from '@drisk/contract/client';
import { fakeDataProvider } from '../test/fakeDataProvider';
import { preloadScreens, renderConsole } from '../test/renderConsole';

const acme = {
  id: 7,
  CustomerId: 7,
  customer_name: 'Acme',
  devices: 2,
  user: 3,
  registered_date: '11/02/2026',
  version: 1,
};

/** Acme's record as the edit screen reads it: no address yet, two-factor not required. */
const acmeEditRecord = {
  id: 7,
  customer_id: 7,
  customer_name: 'Acme',
  street_address: '',
  city: '',
  state: '',
  zipcode: '',
  telephone: '',
  require_two_factor: false,
  version: 1,
};

/** Opens Acme's edit screen on a fake data provider holding only that company; its calls are returned. */
function openAcmeEdit(options: Parameters<typeof fakeDataProvider>[1] = {}) {
  const { provider, calls } = fakeDataProvider({ companies: [acmeEditRecord] }, options);
  renderConsole('/companies/7', { dataProvider: provider });
  return { calls };
}

// The console's screens load lazily through react-admin; a busy 2-core machine needs longer waits.
configure({ asyncUtilTimeout: 15_000 });

describe('Company Management', { timeout: 60_000 }, () => {
  beforeAll(preloadScreens, 120_000);

  it('lists companies with their counts; the Users count opens User Profile narrowed to the company', async () => {
    const { provider, calls } = fakeDataProvider({
      companies: [acme],
      users: [
        {
          id: 5,
          user_id: 5,
          first_name: 'Rita',
          last_name: 'Ray',
          email_address: 'rita@example.com',
          employee_id: 'E1',
          device_count: 1,
          can_edit: 1,
          customer_id: 7,
        },
        {
          id: 6,
          user_id: 6,
          first_name: 'Sam',
          last_name: 'Other',
          email_address: 'sam@example.com',
          employee_id: 'E2',
          device_count: 0,
          can_edit: 0,
          customer_id: 8,
        },
      ],
    });
    renderConsole('/companies', { dataProvider: provider });
    const row = (await screen.findByText('Acme')).closest('tr') as HTMLElement;
    expect(within(row).getByText('11/02/2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ADMIN_TEXT.createCompanyProfile })).not.toBeInTheDocument();
    const listCall = calls.find((call) => call.method === 'getList' && call.resource === 'companies');
    expect(listCall?.params).toMatchObject({
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'CustomerId', order: 'ASC' },
    });

    await userEvent.click(within(row).getByRole('button', { name: '3 users of Acme' }));
    expect(await screen.findByText('Rita')).toBeInTheDocument();
    expect(screen.getByText('Company: Acme')).toBeInTheDocument();
    expect(screen.queryByText('Sam')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('CustomerDetails')).toBe(
      JSON.stringify({ customer_id: 7, customer_name: 'Acme' }),
    );
  });

  it.each([
    [3, true],
    [1, false],
  ])("offers 'Create A Company Profile' on an empty list to role %i: %s", async (roleId, offered) => {
    const { provider } = fakeDataProvider({ companies: [] });
    renderConsole('/companies', { dataProvider: provider, roleId });
    expect(await screen.findByText(UI_TEXT.noDataAvailable)).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: ADMIN_TEXT.createCompanyProfile })).toHaveLength(
      offered ? 1 : 0,
    );
  });

  it("refuses an empty Customer Name, and shows the server's message when a save is stale", async () => {
    const { calls } = openAcmeEdit({
      fail: { method: 'update', resource: 'companies', status: 409, message: SERVER.staleVersion },
    });
    const name = await screen.findByRole('textbox', { name: /Customer Name/ });
    expect(screen.getByRole('textbox', { name: 'Customer Id' })).toHaveAttribute('readonly');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Please enter the customer name/)).toBeInTheDocument();
    await userEvent.type(name, 'Acme Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SERVER.staleVersion)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'update')?.params).toMatchObject({
      // The edit route's id, as the address carries it.
      id: '7',
      data: { customer_name: 'Acme Ltd' },
      previousData: { version: 1 },
    });
  });

  it("saves the company's 'Require two-factor sign-in' switch (issue 16)", async () => {
    const { calls } = openAcmeEdit();
    const toggle = await screen.findByRole('switch', { name: TWO_FACTOR_TEXT.companyRequireLabel });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(TWO_FACTOR_TEXT.companyRequireHint)).toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SERVER.companyUpdated)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'update')?.params).toMatchObject({
      data: { customer_name: 'Acme', require_two_factor: true },
    });
  });

  it('shows in User Profile who has a second factor on', async () => {
    const row = {
      employee_id: 'E1',
      device_count: 1,
      can_edit: 1,
      customer_id: 7,
      last_name: 'Ray',
    };
    const { provider } = fakeDataProvider({
      users: [
        {
          ...row,
          id: 5,
          user_id: 5,
          first_name: 'Rita',
          email_address: 'rita@example.com',
          two_factor: true,
        },
        { ...row, id: 6, user_id: 6, first_name: 'Sam', email_address: 'sam@example.com', two_factor: false },
      ],
    });
    renderConsole('/users', { dataProvider: provider });
    const rita = (await screen.findByText('Rita')).closest('tr') as HTMLElement;
    const sam = screen.getByText('Sam').closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: TWO_FACTOR_TEXT.adminColumn })).toBeInTheDocument();
    expect(within(rita).getByText(TWO_FACTOR_TEXT.adminOn)).toBeInTheDocument();
    expect(within(sam).getByText(TWO_FACTOR_TEXT.adminOff)).toBeInTheDocument();
  });
});
