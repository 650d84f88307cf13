import { z } from 'zod';
import { MAX_PAGE_SIZE, NOTIFICATION_PAGE_SIZE, NOTIFICATION_STATUS } from '../constants';
import { deviceId, recordId } from './common';

export const notification = z.object({
  notification_id: z.number().int(),
  group_id: z.number().int().nullable(),
  device_id: z.string(),
  user_type: z.string(),
  message: z.string(),
  status: z.enum(NOTIFICATION_STATUS),
  input_required: z.union([z.literal(0), z.literal(1)]),
  created_date: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** Query of user/getNotification: page is one-based. */
export const notificationQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'must be 1 or more (pages are one-based)' }).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationQuery = z.input<typeof notificationQuery>;

export const notificationListResult = z.object({
  records: z.array(notification),
  total_records: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResult>;

export const notificationCountResult = z.object({ count: z.number().int() });

export const updateNotificationStatusRequest = z.object({
  id: recordId,
  status: z.enum(['Accepted', 'Rejected']),
  device_id: deviceId,
  user_type: z.string().max(32).optional(),
  group_id: recordId.optional(),
});
export type UpdateNotificationStatusRequest = z.infer<typeof updateNotificationStatusRequest>;
