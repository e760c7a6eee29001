/** The query key every query of the user's messages starts with; a realtime message or a reconnect invalidates it. */
export const NOTIFICATION_KEY = ['messaging', 'message'] as const;
