/** react-admin's Notification alone, so LazyNotification's chunk holds it and its Snackbar and Alert. */
export { Notification } from 'react-admin';
