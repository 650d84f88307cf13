export { chatMediaFile, uploadMediaFile } from './chatMedia';
export { heartbeat, joinRoom } from './chatPresence';
export { createGroup, deleteGroup } from './groupLifecycle';
export { getGroupDetails, updateCOTStatus } from './groupList';
export { addGroupMember, getMemberDetails, removeMemberFromCOT, searchRegisteredUsers } from './groupMembers';
