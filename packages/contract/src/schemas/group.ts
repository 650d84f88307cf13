import { z } from 'zod';
import {
  CHAT_CLIENT_ID_MAX_LENGTH,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_TEXT_MAX_LENGTH,
  COT_TOPIC_ID,
  GROUP_NAME_MAX_LENGTH,
} from '../constants';
import { VALIDATION } from '../messages';
import { boundedText, deviceId, flag, recordId } from './common';

/** Circle of Trust groups and group chat (spec 3 §2.1, §2.2, §3, §7 Groups and chat). */

export const groupId = recordId;

export const cotGroup = z.object({
  group_id: z.number().int(),
  group_name: z.string(),
  /** Number of members. */
  no_member: z.number().int(),
  /** Whether the viewer may delete the group. */
  showDelete: z.boolean(),
});
export type CotGroup = z.infer<typeof cotGroup>;

export const groupMember = z.object({
  full_name: z.string(),
  email_id: z.string(),
  /** Id of the membership record; removeMemberFromCOT takes it. */
  cot_id: z.number().int(),
  /** Whether the viewer may remove this member. */
  showDelete: z.boolean(),
});
export type GroupMember = z.infer<typeof groupMember>;

/** A registered user found by user/searchRegisteredUsers, and an entry of `data` when adding members. */
export const groupCandidate = z.object({
  user_id: recordId,
  full_name: z.string().max(200).optional(),
  email_id: z.string().max(254).optional(),
});
export type GroupCandidate = z.infer<typeof groupCandidate>;

const selectedMembers = z
  .array(groupCandidate, { error: VALIDATION.selectMembers })
  .min(1, { error: VALIDATION.selectMembers })
  .max(500);

export const groupName = z
  .string({ error: VALIDATION.invalidGroupName })
  .trim()
  .min(1, { error: VALIDATION.invalidGroupName })
  .max(GROUP_NAME_MAX_LENGTH, { error: `must be at most ${GROUP_NAME_MAX_LENGTH} characters` });

/** POST cot/getGroupDetails: groupList, isCOTDisable, localChatServer, hardwareIp. */
export const groupDetailsResult = z.object({
  groupList: z.array(cotGroup),
  isCOTDisable: flag,
  /** Address of the chat server the chat screen connects to. */
  localChatServer: z.string(),
  hardwareIp: z.string(),
});
export type GroupDetails = z.infer<typeof groupDetailsResult>;

export const updateCotStatusRequest = z.object({ isCOTDisable: flag, device_id: deviceId });
/** The reply's isCOTDisable decides whether groups show: hidden when 0 (spec 3 §4). */
export const updateCotStatusResult = z.object({ isCOTDisable: flag });

export const createGroupRequest = z.object({
  group_name: groupName,
  device_id: deviceId,
  /** A fixed constant of the product. */
  topic_id: z.string().max(64).default(COT_TOPIC_ID),
  data: selectedMembers,
});
export type CreateGroupRequest = z.input<typeof createGroupRequest>;
export const createGroupResult = z.object({ group_id: z.number().int() });

export const groupRef = z.object({ device_id: deviceId, group_id: groupId });

export const memberDetailsResult = z.object({ memberDetails: z.array(groupMember) });

export const addGroupMemberRequest = z.object({
  group_id: groupId,
  device_id: deviceId,
  data: selectedMembers,
});

/** Removes cot_id, or every id of cot_ids (the bulk form). */
export const removeMemberRequest = z
  .object({
    device_id: deviceId,
    group_id: groupId,
    cot_id: recordId.optional(),
    cot_ids: z.array(recordId).max(500).default([]),
  })
  .refine((body) => body.cot_id !== undefined || body.cot_ids.length > 0, {
    path: ['cot_id'],
    error: 'cot_id or cot_ids is required',
  });
export type RemoveMemberRequest = z.input<typeof removeMemberRequest>;

export const deleteGroupRequest = z.object({
  device_id: deviceId,
  group_id: z.array(groupId).min(1, { error: 'must name at least one group' }).max(500),
});

/** POST cot/room/{room}/join: room is the group id. */
export const roomParams = z.object({ room: z.string().trim().min(1).max(64) });
/** endpoint_id is the user's tinode_username. */
export const joinRoomRequest = z.object({
  endpoint_id: z.string().trim().min(1, { error: 'is required' }).max(128),
});
export const joinRoomResult = z.object({ room: z.string() });

export const heartbeatRequest = z.object({
  endpoint_id: z.string().trim().min(1, { error: 'is required' }).max(128),
  hardware_ip: z.string().max(255),
});

export const searchRegisteredUsersRequest = z.object({
  value: boundedText(100),
  /** Absent while a new group is being created; present to leave out existing members. */
  group_id: groupId.nullish(),
});
export const searchRegisteredUsersResult = z.array(
  z.object({ user_id: z.number().int(), full_name: z.string(), email_id: z.string() }),
);

/** A file sent in chat. */
export const chatFile = z.object({
  url: z.string(),
  mimetype: z.string(),
  originalFileName: z.string(),
});
export type ChatFile = z.infer<typeof chatFile>;

/** Non-file fields of the multipart POST uploadMediaFile (the files travel in the `files` parts). */
export const uploadMediaFileFields = z.object({
  group_id: groupId,
  tinode_username: z.string().trim().min(1, { error: 'is required' }).max(128),
});
export const uploadMediaFileResult = z.array(chatFile);

const CHAT_MESSAGE_ERROR = `must be a text of 1 to ${CHAT_TEXT_MAX_LENGTH} characters, or a file {url, mimetype, originalFileName}`;

const clientId = z
  .string()
  .trim()
  .min(1)
  .max(CHAT_CLIENT_ID_MAX_LENGTH, { error: `must be at most ${CHAT_CLIENT_ID_MAX_LENGTH} characters` });

/** A chat message: plain text or a file. */
export const chatMessage = z.object({
  /** The sender's username. */
  sender: z.string(),
  msg: z.union([z.string().min(1).max(CHAT_TEXT_MAX_LENGTH), chatFile], { error: CHAT_MESSAGE_ERROR }),
  /** Epoch ms; history replies carry it, live messages may too. */
  created_at: z.number().optional(),
  /** The server's id: the order of the room, and the cursor for older history. */
  id: z.number().int().optional(),
  /** The id the sending client gave the message, echoed so it recognises its own. */
  client_id: z.string().optional(),
  /** The room (group id) the message belongs to. */
  room: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export { CHAT_EVENTS, CHAT_EVENT_ACCESS, type ChatEventName } from '../chatEvents';

/** A room is a group id written as a string. */
const room = z
  .string({ error: 'must be the id of a group' })
  .regex(/^[1-9][0-9]{0,15}$/, { error: 'must be the id of a group' });

export const chatJoinPayload = z.object({
  username: z.string().min(1).max(128),
  room,
});
export type ChatJoinPayload = z.infer<typeof chatJoinPayload>;
/** Emitted by a client; an empty text message is not sent (spec 3 §5). `sender` is ignored: the session decides. */
export const chatSendPayload = z.object({
  msg: z.union(
    [
      z
        .string()
        .trim()
        .min(1, { error: 'must not be empty' })
        .max(CHAT_TEXT_MAX_LENGTH, { error: `must be at most ${CHAT_TEXT_MAX_LENGTH} characters` }),
      chatFile,
    ],
    { error: CHAT_MESSAGE_ERROR },
  ),
  room,
  sender: z.string().max(128).optional(),
  client_id: clientId.optional(),
});
export type ChatSendPayload = z.input<typeof chatSendPayload>;
/** load chat: the room's history, oldest first (the last CHAT_HISTORY_PAGE_SIZE on join). */
export const chatHistoryPayload = z.array(chatMessage);
/** load older: the page of at most `limit` messages before the message id `before`, oldest first. */
export const chatLoadOlderPayload = z.object({
  room,
  before: z.number().int().positive(),
  limit: z.number().int().min(1).max(CHAT_HISTORY_PAGE_SIZE).default(CHAT_HISTORY_PAGE_SIZE),
});
export type ChatLoadOlderPayload = z.input<typeof chatLoadOlderPayload>;
/** chat error: a refused event and why. */
export const chatErrorPayload = z.object({ event: z.string(), message: z.string() });
export type ChatErrorPayload = z.infer<typeof chatErrorPayload>;
/** left room: the socket no longer receives the room. */
export const chatLeftRoomPayload = z.object({ room: z.string(), message: z.string() });
export type ChatLeftRoomPayload = z.infer<typeof chatLeftRoomPayload>;

/** GET chatMedia/{group_id}/{file}: a file sent in a group's chat (members only). */
export const chatMediaParams = z.object({
  group_id: groupId,
  file: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'must be the name of a chat file' }),
});
