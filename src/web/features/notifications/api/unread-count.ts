// The count lives in web/lib, where the navbar can read it too.
export { unreadCountQueryOptions, useUnreadCount } from '@/web/lib/unread-count';
