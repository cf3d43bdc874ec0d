// The notification center (seed 000 section 2).
export default {
  notifications: 'Notifications',
  notificationsCount: 'Notifications: {count}',
  allCaughtUp: 'All caught up! You have no notifications at this time',
  close: 'Close',
} as const;
