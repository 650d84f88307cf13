export { NotificationCard } from './NotificationCard';
export type { NotificationAnswer, NotificationCardProps } from './NotificationCard';
export { formatNotificationDate } from './formatNotificationDate';
