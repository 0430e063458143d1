/** The texts of the notification bell and panel, and of the profile's email preferences. */
export const notificationTexts = {
  bell: 'Notifications',
  empty: 'No notifications yet',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  /** The profile's choice of emails. */
  emailPreferences: {
    title: 'Email notifications',
    saved: 'Email preferences saved.',
  },
} as const;
