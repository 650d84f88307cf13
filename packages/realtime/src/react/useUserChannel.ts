import { topics, userRefreshMessage, type UserRefreshMessage } from '@drisk/contract';
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
    const parsed = userRefreshMessage.safeParse(message);
    if (parsed.success) onMessage(parsed.data);
  });
}
