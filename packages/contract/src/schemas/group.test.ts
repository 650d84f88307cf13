import { describe, expect, it } from 'vitest';
import { COT_TOPIC_ID } from '../constants';
import { issuesOf } from '../testing/issuesOf';
import { chatSendPayload, createGroupRequest, deleteGroupRequest, removeMemberRequest } from './group';

const group = { group_name: 'Family', device_id: 'DRA-100001', data: [{ user_id: 3 }] };

describe('createGroupRequest (spec 3 §5)', () => {
  it("says 'Invalid group name' for a blank or missing name", () => {
    expect(issuesOf(createGroupRequest, { ...group, group_name: '  \t ' })).toEqual({
      group_name: 'Invalid group name',
    });
    expect(issuesOf(createGroupRequest, { ...group, group_name: undefined })).toEqual({
      group_name: 'Invalid group name',
    });
  });

  it('requires a member', () => {
    expect(issuesOf(createGroupRequest, { ...group, data: [] })).toEqual({
      data: 'Select at least one member',
    });
  });

  it('fills the fixed topic id and trims the name', () => {
    const parsed = createGroupRequest.parse({ ...group, group_name: ' Family ' });
    expect(parsed.topic_id).toBe(COT_TOPIC_ID);
    expect(parsed.group_name).toBe('Family');
  });
});

describe('member and group removal', () => {
  it('needs cot_id or cot_ids', () => {
    const ref = { device_id: 'DRA-100001', group_id: 1 };
    expect(removeMemberRequest.safeParse({ ...ref, cot_id: 4 }).success).toBe(true);
    expect(removeMemberRequest.safeParse({ ...ref, cot_ids: [4, 5] }).success).toBe(true);
    expect(issuesOf(removeMemberRequest, ref)).toEqual({ cot_id: 'cot_id or cot_ids is required' });
  });

  it('takes group_id as a list for deleteGroup', () => {
    expect(deleteGroupRequest.parse({ device_id: 'DRA-100001', group_id: ['2', 3] }).group_id).toEqual([
      2, 3,
    ]);
    expect(issuesOf(deleteGroupRequest, { device_id: 'DRA-100001', group_id: [] })).toEqual({
      group_id: 'must name at least one group',
    });
  });
});

describe('chat', () => {
  it('does not send an empty text message', () => {
    expect(issuesOf(chatSendPayload, { msg: '   ', room: '1', sender: 'olivia' })).toEqual({
      msg: 'must not be empty',
    });
    expect(issuesOf(chatSendPayload, { msg: 42, room: '1', sender: 'olivia' })).toEqual({
      msg: 'must be a text of 1 to 4000 characters, or a file {url, mimetype, originalFileName}',
    });
    expect(chatSendPayload.safeParse({ msg: 'hello', room: '1', sender: 'olivia' }).success).toBe(true);
  });

  it('sends a file as url, mimetype and originalFileName', () => {
    const file = { url: '/media/1/a.png', mimetype: 'image/png', originalFileName: 'a.png' };
    expect(chatSendPayload.parse({ msg: file, room: '1', sender: 'olivia' }).msg).toEqual(file);
  });
});
