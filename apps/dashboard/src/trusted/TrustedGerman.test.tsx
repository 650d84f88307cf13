import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CotGroup } from '@drisk/contract';
import { GROUP_NAME_MAX_LENGTH, LANGUAGE_STORAGE_KEY, SERVER } from '@drisk/contract/client';
import {
  SCREEN_TEXT_DE,
  SERVER_DE,
  TRUSTED_TEXT_DE,
  UI_TEXT_DE,
  VALIDATION_DE,
} from '@drisk/contract/i18n/de';
import type { FakeRoutes } from '../test/fakeServer';
import { renderScreen } from '../test/render';
import { TrustedPage } from './TrustedPage';

const TEAM: CotGroup = { group_id: 11, group_name: 'Alpha-Team', no_member: 3, showDelete: true };
const DETAILS = { groupList: [TEAM], isCOTDisable: 1, localChatServer: 'http://chat.test', hardwareIp: '' };
const USERS = [{ user_id: 3, full_name: 'Grace Gast', email_id: 'guest@example.com' }];
const slow = { timeout: 5000 };

function openGerman(routes: FakeRoutes = {}) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
  return renderScreen(<TrustedPage />, {
    path: '/dashboard/trusted',
    routes: { getGroupDetails: { result: DETAILS }, searchRegisteredUsers: { result: USERS }, ...routes },
  });
}

afterEach(() => localStorage.clear());

describe('Trusted in German', () => {
  it('shows the switch, the groups table and its actions in German', async () => {
    openGerman();
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_TEXT_DE.titles.trusted }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: UI_TEXT_DE.cotSwitchLabel })).toBeChecked();
    expect(screen.getByText(UI_TEXT_DE.cotHelp)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: TRUSTED_TEXT_DE.groupsTitle })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: TRUSTED_TEXT_DE.groupsTable });
    expect(within(table).getAllByRole('row')[0].textContent).toBe(
      `${TRUSTED_TEXT_DE.groupName}${TRUSTED_TEXT_DE.users}${TRUSTED_TEXT_DE.devices}${TRUSTED_TEXT_DE.actions}`,
    );
    expect(
      screen.getByRole('link', { name: TRUSTED_TEXT_DE.devicesOf(TEAM.group_name) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: TRUSTED_TEXT_DE.membersOf(TEAM.group_name) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: TRUSTED_TEXT_DE.deleteGroup(TEAM.group_name) }),
    ).toBeInTheDocument();
  });

  it('says there are no groups in German', async () => {
    openGerman({ getGroupDetails: { result: { ...DETAILS, groupList: [] } } });
    expect(await screen.findByText(UI_TEXT_DE.noGroups)).toBeInTheDocument();
  });

  it('creates a group in German: the checks, the length limit and the server answer translated', async () => {
    const { user } = openGerman({ createGroup: { message: SERVER.groupCreated, result: { group_id: 13 } } });
    await user.click(await screen.findByRole('button', { name: UI_TEXT_DE.createGroup }));
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT_DE.createGroup }, slow);
    expect(within(dialog).getByRole('searchbox', { name: UI_TEXT_DE.searchUsers })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT_DE.next }));
    expect(within(dialog).getByText(VALIDATION_DE.selectMembers)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Grace Gast/ }, slow));
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT_DE.next }));
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT_DE.create }));
    expect(within(dialog).getByText(VALIDATION_DE.nameRequired)).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: UI_TEXT_DE.groupNameLabel });
    await user.type(name, '   ');
    expect(within(dialog).getByText(VALIDATION_DE.invalidGroupName)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'x'.repeat(GROUP_NAME_MAX_LENGTH + 1));
    expect(within(dialog).getByText(TRUSTED_TEXT_DE.nameTooLong(GROUP_NAME_MAX_LENGTH))).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Familie');
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT_DE.create }));
    expect(await screen.findByText(SERVER_DE.groupCreated, {}, slow)).toBeInTheDocument();
  });

  it("lists a group's members in German", async () => {
    const { user } = openGerman({
      getMemberDetails: {
        result: {
          memberDetails: [
            { cot_id: 5, full_name: 'Grace Gast', email_id: 'guest@example.com', showDelete: true },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: TRUSTED_TEXT_DE.membersOf(TEAM.group_name) }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(
      within(dialog).getByRole('searchbox', { name: TRUSTED_TEXT_DE.searchMembers }),
    ).toBeInTheDocument();
    const members = await within(dialog).findByRole('list', { name: TRUSTED_TEXT_DE.membersList });
    expect(
      within(members).getByRole('button', { name: TRUSTED_TEXT_DE.removeMember('Grace Gast') }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: TRUSTED_TEXT_DE.close })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: UI_TEXT_DE.addMembers })).toBeInTheDocument();
  });
});
