import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXT, PROFILE_DAYS, PROFILE_MONTHS, VALIDATION } from '@drisk/contract/client';
import { fakeDataProvider } from '../test/fakeDataProvider';
import { preloadScreens, renderConsole } from '../test/renderConsole';

const acme = {
  id: 7,
  CustomerId: 7,
  customer_name: 'Acme',
  devices: 1,
  user: 0,
  registered_date: '11/02/2026',
  version: 1,
};
const alpha = {
  id: '4:DRA-1',
  Id: 4,
  device_id: 'DRA-1',
  device_name: 'Alpha',
  status: 'active',
  customer_id: 7,
};

// The console's screens load lazily through react-admin; a busy 2-core machine needs longer waits.
configure({ asyncUtilTimeout: 15_000 });

describe('Create A User Profile', { timeout: 60_000 }, () => {
  beforeAll(preloadScreens, 120_000);

  it("says the spec's messages for an empty form and sends nothing", async () => {
    const { provider, calls } = fakeDataProvider({ companies: [acme], companyDevices: [alpha] });
    renderConsole('/users/create', { dataProvider: provider });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [
      VALIDATION.profileFirstNameRequired,
      VALIDATION.validCellNumber,
      VALIDATION.registrationEmailRequired,
      VALIDATION.validProfilePassword,
      VALIDATION.confirmPasswordRequired,
      VALIDATION.employeeIdRequired,
      VALIDATION.selectRole,
      VALIDATION.selectDevice,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'create')).toEqual([]);
  });

  it('shows months, weekdays and system access time only with restrictions, all checked by default', async () => {
    const { provider } = fakeDataProvider({ companies: [acme], companyDevices: [alpha] });
    renderConsole('/users/create', { dataProvider: provider });
    const restrictions = await screen.findByRole('group', {
      name: new RegExp(ADMIN_TEXT.accessRestrictions),
    });
    expect(within(restrictions).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByRole('group', { name: ADMIN_TEXT.months })).not.toBeInTheDocument();

    await userEvent.click(within(restrictions).getByRole('radio', { name: 'Yes' }));
    const months = await screen.findByRole('group', { name: ADMIN_TEXT.months });
    const days = screen.getByRole('group', { name: ADMIN_TEXT.weekdays });
    expect(
      within(months)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(PROFILE_MONTHS.length + 1);
    expect(within(days).getByRole('checkbox', { name: ADMIN_TEXT.all })).toBeChecked();
    await userEvent.click(within(days).getByRole('checkbox', { name: ADMIN_TEXT.all }));
    for (const day of PROFILE_DAYS)
      expect(within(days).getByRole('checkbox', { name: day })).not.toBeChecked();
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Mon' }));
    expect(within(days).getByRole('checkbox', { name: ADMIN_TEXT.all })).not.toBeChecked();
    expect(screen.getByText('12:00 AM')).toBeInTheDocument();
    expect(screen.getByText('12:00 PM')).toBeInTheDocument();
  });
});
