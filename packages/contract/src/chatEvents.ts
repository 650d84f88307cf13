/** The chat's socket.io event names and who may emit them: zod-free, so browser clients read them too. */

/**
 * socket.io events of the chat (spec 3 §7): client emits join and chat message, server emits load chat
 * and chat message. Added: `load older` (a client asks for the page before a message id, with an
 * acknowledgement), `chat error` (a refused event, with its message; the connection stays) and
 * `left room` (the server took the socket out of a room: removed from the group, or the group deleted).
 */
export const CHAT_EVENTS = {
  join: 'join',
  chatMessage: 'chat message',
  loadChat: 'load chat',
  loadOlder: 'load older',
  chatError: 'chat error',
  leftRoom: 'left room',
} as const;
export type ChatEventName = (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS];

/**
 * Who may emit each client event, as data (the server's socket layer enforces it once, like the route
 * table's access): `group` means a member or the owner of the group named by the payload's `room`.
 */
export const CHAT_EVENT_ACCESS = {
  [CHAT_EVENTS.join]: { scope: 'group', owner: false, field: 'room' },
  [CHAT_EVENTS.chatMessage]: { scope: 'group', owner: false, field: 'room' },
  [CHAT_EVENTS.loadOlder]: { scope: 'group', owner: false, field: 'room' },
} as const satisfies Partial<Record<ChatEventName, { scope: 'group'; owner: boolean; field: string }>>;
