import { defineRoute } from './defineRoute';
import { access, ANY_ROLE, GROUP_IN_BODY, MANAGER_ROLES } from './access';
import * as group from '../schemas/group';
import { deviceRef, emptyResult } from '../schemas/common';
import { CHAT_MEDIA_MAX_FILE_BYTES, CHAT_MEDIA_MAX_FILES } from '../constants';

/** Circle of Trust groups and chat (spec 3). */
export const groupRoutes = {
  getGroupDetails: defineRoute({
    method: 'POST',
    path: 'cot/getGroupDetails',
    access: access.device(ANY_ROLE),
    source: '3',
    body: deviceRef,
    result: group.groupDetailsResult,
    summary: 'Groups of a device, the CoT switch and the chat server address',
  }),
  updateCOTStatus: defineRoute({
    method: 'POST',
    path: 'cot/updateCOTStatus',
    access: access.device(MANAGER_ROLES),
    source: '3',
    body: group.updateCotStatusRequest,
    result: group.updateCotStatusResult,
    summary: 'Switch Circle of Trust on or off',
  }),
  createGroup: defineRoute({
    method: 'POST',
    path: 'cot/createGroup',
    access: access.device(ANY_ROLE, { within: ['data'] }),
    source: '3',
    body: group.createGroupRequest,
    result: group.createGroupResult,
    summary: 'Create a group with its first members',
  }),
  getMemberDetails: defineRoute({
    method: 'POST',
    path: 'cot/getMemberDetails',
    access: access.group(false, GROUP_IN_BODY, ['device_id']),
    source: '3',
    body: group.groupRef,
    result: group.memberDetailsResult,
    summary: 'Members of a group',
  }),
  addGroupMember: defineRoute({
    method: 'POST',
    path: 'cot/addGroupMember',
    access: access.group(true, GROUP_IN_BODY, ['device_id', 'data']),
    source: '3',
    body: group.addGroupMemberRequest,
    result: emptyResult,
    summary: 'Add members to a group',
  }),
  removeMemberFromCOT: defineRoute({
    method: 'POST',
    path: 'cot/removeMemberFromCOT',
    access: access.group(false, GROUP_IN_BODY, ['device_id', 'cot_id', 'cot_ids']),
    source: '3',
    body: group.removeMemberRequest,
    result: emptyResult,
    summary: 'Remove one or more members from a group',
  }),
  deleteGroup: defineRoute({
    method: 'POST',
    path: 'cot/deleteGroup',
    access: access.group(true, GROUP_IN_BODY, ['device_id']),
    source: '3',
    body: group.deleteGroupRequest,
    result: emptyResult,
    summary: 'Delete groups',
  }),
  joinRoom: defineRoute({
    method: 'POST',
    path: 'cot/room/{room}/join',
    access: access.group(false, { in: 'params', field: 'room', kind: 'group' }, ['endpoint_id']),
    source: '3',
    params: group.roomParams,
    body: group.joinRoomRequest,
    result: group.joinRoomResult,
    summary: 'Join the chat room of a group',
  }),
  heartbeat: defineRoute({
    method: 'POST',
    path: 'cot/heartbeat',
    access: access.session(['endpoint_id', 'hardware_ip']),
    source: '3',
    body: group.heartbeatRequest,
    result: emptyResult,
    summary: 'Chat presence, every 30 s from the chat screen',
  }),
  searchRegisteredUsers: defineRoute({
    method: 'POST',
    path: 'user/searchRegisteredUsers',
    access: access.group(false, { ...GROUP_IN_BODY, optional: true }),
    source: '3',
    body: group.searchRegisteredUsersRequest,
    result: group.searchRegisteredUsersResult,
    summary: 'Registered users to add to a group',
  }),
  uploadMediaFile: defineRoute({
    method: 'POST',
    path: 'uploadMediaFile',
    access: access.group(false, GROUP_IN_BODY, ['tinode_username']),
    source: '3',
    body: group.uploadMediaFileFields,
    multipart: {
      fileField: 'files',
      maxFiles: CHAT_MEDIA_MAX_FILES,
      maxFileBytes: CHAT_MEDIA_MAX_FILE_BYTES,
    },
    result: group.uploadMediaFileResult,
    summary: 'Upload files to send in a group chat (multipart)',
  }),
  /**
   * Added: the url of a file uploadMediaFile returned. Served only to the group's members; anything a
   * browser could run (SVG, HTML, scripts...) goes out as an attachment, every file with nosniff.
   */
  chatMediaFile: defineRoute({
    method: 'GET',
    path: 'chatMedia/{group_id}/{file}',
    access: access.group(false, { in: 'params', field: 'group_id', kind: 'group' }, ['file']),
    source: 'new',
    params: group.chatMediaParams,
    download: true,
    result: emptyResult,
    summary: 'A file sent in a group chat (members only)',
  }),
} as const;
