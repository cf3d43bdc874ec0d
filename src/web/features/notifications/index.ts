export { NotificationCenter } from './notification-center';
