import type { Notification, NotificationStatus } from '@drisk/contract';
import type { notifications } from '../db/schema';

type NotificationRow = typeof notifications.$inferSelect;

/** A notification as the Alerts screen reads it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    notification_id: row.id,
    group_id: row.groupId,
    device_id: row.deviceId ?? '',
    user_type: row.userType,
    message: row.message,
    status: row.status as NotificationStatus,
    input_required: row.inputRequired === 1 ? 1 : 0,
    created_date: row.createdAt.toISOString(),
  };
}
