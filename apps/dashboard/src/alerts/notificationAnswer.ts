import type { Notification, UpdateNotificationStatusRequest } from '@drisk/contract';

export type NotificationAnswer = UpdateNotificationStatusRequest['status'];

/**
 * Payload of user/updateNotificationStatus: a device notification names the user type, a group
 * notification names its group instead (spec 1 §7).
 */
export function notificationAnswerPayload(
  notification: Notification,
  status: NotificationAnswer,
): UpdateNotificationStatusRequest {
  const base = { id: notification.notification_id, status, device_id: notification.device_id };
  return notification.group_id === null
    ? { ...base, user_type: notification.user_type }
    : { ...base, group_id: notification.group_id };
}
