export { NotificationCard } from './NotificationCard';
export type { NotificationAnswer, NotificationCardProps } from './NotificationCard';
export { formatNotificationDate } from './formatNotificationDate';
export { notificationCardClasses, getNotificationCardUtilityClass } from './notificationCardClasses';
export type { NotificationCardClasses, NotificationCardClassKey } from './notificationCardClasses';
