import type { UserRefreshMessage } from '@drisk/contract';
import { isUserRefreshMessage, topics } from '@drisk/contract/client';
import { useRealtimeTopic } from './useRealtimeTopic';

/**
 * Listens to the user's own topic (`{user_id}/device/app`), where the server says which of the user's data
 * changed (`{module: 'notifications' | 'devices' | 'profile'}`) so the app refetches it. Messages of any other
 * shape are ignored.
 */
export function useUserChannel(
  userId: number | null,
  onMessage: (message: UserRefreshMessage) => void,
): void {
  useRealtimeTopic(userId === null ? null : topics.userApp(userId), (message) => {
    // Only the module goes on, as the schema's parse would pass it (other fields are not part of the message).
    if (isUserRefreshMessage(message)) onMessage({ module: message.module });
  });
}
