/** In-app notifications other features write inside their own transactions. */
export {
  type NewNotification,
  notificationsPayloads,
  notify,
  rewordEntryNotification,
  type StoredNotification,
  storedNotification,
} from './notifications.service';
