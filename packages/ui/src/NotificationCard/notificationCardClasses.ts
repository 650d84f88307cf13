import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of NotificationCard, for styling it from outside (`.DriskNotificationCard-root`). */
export interface NotificationCardClasses {
  /** The root element. */
  root: string;
}

export type NotificationCardClassKey = keyof NotificationCardClasses;

/** The class of one of NotificationCard's slots, `DriskNotificationCard-<slot>`. */
export function getNotificationCardUtilityClass(slot: string): string {
  return generateUtilityClass('DriskNotificationCard', slot);
}

export const notificationCardClasses: NotificationCardClasses = generateUtilityClasses(
  'DriskNotificationCard',
  ['root'],
);
