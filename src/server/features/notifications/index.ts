/** In-app notifications other features write inside their own transactions. */
export { type NewNotification, notify, rewordEntryNotification } from './notifications.service';
