import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SERVER, UI_TEXT, VALIDATION, type CotGroup } from '@drisk/contract';
import type { FakeRoutes } from '../test/fakeServer';
import { renderScreen } from '../test/render';
import { TrustedPage } from './TrustedPage';

const TEAM: CotGroup = { group_id: 11, group_name: 'Alpha team', no_member: 3, showDelete: true };
const ADMINS: CotGroup = { group_id: 12, group_name: 'Admins', no_member: 2, showDelete: false };
const DETAILS = {
  groupList: [TEAM, ADMINS],
  isCOTDisable: 1,
  localChatServer: 'http://chat.test',
  hardwareIp: '10.0.0.2',
};
const USERS = [
  { user_id: 2, full_name: 'Adam Admin', email_id: 'admin@example.com' },
  { user_id: 3, full_name: 'Grace Guest', email_id: 'guest@example.com' },
];
const slow = { timeout: 5000 };

function open(routes: FakeRoutes = {}, session = {}) {
  return renderScreen(<TrustedPage />, {
    path: '/dashboard/trusted',
    session,
    routes: { getGroupDetails: { result: DETAILS }, searchRegisteredUsers: { result: USERS }, ...routes },
  });
}

describe('TrustedPage', () => {
  it('lists the groups with their member counts; showDelete decides the delete icon', async () => {
    const { server } = open();
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Group nameUsersDevicesActions', 'Alpha team3', 'Admins2']);
    expect(screen.getByRole('button', { name: 'Delete Alpha team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Admins' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Devices of Admins' })).toHaveAttribute(
      'href',
      '/dashboard/dataSharing',
    );
    expect(screen.getByText(UI_TEXT.cotHelp)).toBeInTheDocument();
    expect(server.callsOf('getGroupDetails')[0].body).toEqual({ device_id: 'DRA-100001' });
  });

  it("says 'No Groups.' for an empty list (an inactive device answers one)", async () => {
    open({ getGroupDetails: { message: SERVER.deviceInactive, result: { ...DETAILS, groupList: [] } } });
    expect(await screen.findByText(UI_TEXT.noGroups)).toBeInTheDocument();
  });

  it("says 'No device connected' without a connected device", async () => {
    const { server } = open({}, { connectedDevice: null });
    expect(await screen.findByText(UI_TEXT.noDeviceConnected)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(server.callsOf('getGroupDetails')).toHaveLength(0);
  });

  it('hides the groups when the switch is turned off and the reply says 0; refusals are error toasts', async () => {
    const { user, server } = open({ updateCOTStatus: { result: { isCOTDisable: 0 } } });
    const toggle = await screen.findByRole('switch', { name: UI_TEXT.cotSwitchLabel });
    await screen.findByRole('table', { name: 'Groups' });
    await user.click(toggle);
    expect(server.callsOf('updateCOTStatus')[0].body).toEqual({ device_id: 'DRA-100001', isCOTDisable: 0 });
    await vi.waitFor(() => expect(screen.queryByRole('table', { name: 'Groups' })).not.toBeInTheDocument());

    server.on('updateCOTStatus', { statusCode: 403, message: SERVER.groupOwnerOnly });
    await user.click(toggle);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(SERVER.groupOwnerOnly);
  });

  it('creates a group: members first, then a name that must not be blank', async () => {
    const { user, server } = open({
      createGroup: { message: SERVER.groupCreated, result: { group_id: 13 } },
    });
    await user.click(await screen.findByRole('button', { name: UI_TEXT.createGroup }));
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT.createGroup }, slow);
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT.next }));
    expect(within(dialog).getByText(VALIDATION.selectMembers)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Grace Guest/ }, slow));
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT.next }));

    await user.click(within(dialog).getByRole('button', { name: UI_TEXT.create }));
    expect(within(dialog).getByText(VALIDATION.nameRequired)).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: UI_TEXT.groupNameLabel });
    await user.type(name, '   ');
    expect(within(dialog).getByText(VALIDATION.invalidGroupName)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT.create }));
    expect(server.callsOf('createGroup')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, ' Night shift ');
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT.create }));
    expect(await screen.findByText(SERVER.groupCreated, {}, slow)).toBeInTheDocument();
    expect(server.callsOf('createGroup')[0].body).toEqual({
      group_name: 'Night shift',
      device_id: 'DRA-100001',
      topic_id: 'drisk-cot',
      data: [USERS[1]],
    });
    await vi.waitFor(() => expect(server.callsOf('getGroupDetails')).toHaveLength(2));
  });

  it('shows the members, removes one after the confirmation and adds others with Add Members, Next', async () => {
    const members = [
      { full_name: 'Adam Admin', email_id: 'admin@example.com', cot_id: 21, showDelete: true },
      { full_name: 'Grace Guest', email_id: 'guest@example.com', cot_id: 22, showDelete: true },
    ];
    const { user, server } = open({
      getMemberDetails: { result: { memberDetails: members } },
      removeMemberFromCOT: { message: 'Member removed' },
      addGroupMember: { message: SERVER.membersAdded },
    });
    await user.click(await screen.findByRole('button', { name: 'Members of Alpha team' }));
    const dialog = await screen.findByRole('dialog', { name: /Members: Alpha team/ }, slow);
    await within(dialog).findByText('Grace Guest');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search members' }), 'grace');
    expect(within(dialog).queryByText('Adam Admin')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Grace Guest' }));
    const confirm = await screen.findByRole('dialog', { name: UI_TEXT.removeMemberTitle }, slow);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed', {}, slow)).toBeInTheDocument();
    expect(server.callsOf('removeMemberFromCOT')[0].body).toEqual({
      device_id: 'DRA-100001',
      group_id: 11,
      cot_id: 22,
      cot_ids: [],
    });

    await user.click(await within(dialog).findByRole('button', { name: UI_TEXT.addMembers }, slow));
    await user.click(await within(dialog).findByRole('checkbox', { name: /Adam Admin/ }, slow));
    await user.click(within(dialog).getByRole('button', { name: UI_TEXT.next }));
    await vi.waitFor(() => expect(server.callsOf('addGroupMember')).toHaveLength(1));
    expect(server.callsOf('addGroupMember')[0].body).toEqual({
      device_id: 'DRA-100001',
      group_id: 11,
      data: [USERS[0]],
    });
    expect(server.callsOf('searchRegisteredUsers').at(-1)?.body).toEqual({ value: '', group_id: 11 });
  });

  it('deletes a group after the Delete COT Group confirmation, and shows a refusal as an error toast', async () => {
    const { user, server } = open({ deleteGroup: { statusCode: 403, message: SERVER.groupOwnerOnly } });
    await user.click(await screen.findByRole('button', { name: 'Delete Alpha team' }));
    const confirm = await screen.findByRole('dialog', { name: UI_TEXT.deleteGroupTitle }, slow);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(SERVER.groupOwnerOnly);
    expect(server.callsOf('deleteGroup')[0].body).toEqual({ device_id: 'DRA-100001', group_id: [11] });
  });

  it('joins the room when a group name is clicked and opens its chat on the chat server', async () => {
    const { user, server } = open({ joinRoom: { result: { room: '11' } } });
    await user.click(await screen.findByRole('button', { name: 'Alpha team' }));
    expect(
      await screen.findByText('Arrived at /dashboard/chat/11/Alpha%20team', {}, slow),
    ).toBeInTheDocument();
    expect(server.callsOf('joinRoom')[0]).toMatchObject({
      path: 'cot/room/11/join',
      body: { endpoint_id: 'owner' },
    });
  });
});
