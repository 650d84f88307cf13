/**
 * What the HTTP handlers tell the chat server (on every api node, through the socket.io adapter):
 * members removed from a group, and groups deleted, lose their rooms at once.
 */
export interface ChatRooms {
  removeMembers(groupId: number, userIds: number[]): Promise<void>;
  closeGroups(groupIds: number[]): Promise<void>;
}

/** socket.io room names: a group's room, and one per user (all of that user's sockets, on every node). */
export const groupRoom = (groupId: number | string) => `group:${groupId}`;
export const userRoom = (userId: number) => `user:${userId}`;
