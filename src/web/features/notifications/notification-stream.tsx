import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notifications as notificationsEndpoints } from '@/shared/endpoints/notifications';
import type { NotificationView } from '@/shared/notification-text';
import { apiUrl } from '@/web/lib/api-client';
import { platformTimeZone } from '@/web/lib/platform-time-zone';
import { meQueryOptions } from '@/web/lib/session/me-query';
import { useSession } from '@/web/lib/session/session';
import { toast } from '@/web/lib/toast';
import { notificationLink } from './notification-link';

/**
 * Live notifications for the signed-in person: server-sent events (the browser reconnects by
 * itself); each new one refreshes the badge, the list and an open agenda, and shows its title in a
 * toast with a "Voir" button that opens what it talks about.
 */
export function NotificationStream({ open }: { open: (path: string) => void }) {
  const session = useSession();
  const queryClient = useQueryClient();
  // An admin who must enrol first is refused the stream (decision 074).
  const userId = session.status === 'signed-in' && !session.twoFactorSetupRequired ? session.user.id : null;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl(notificationsEndpoints.stream));
    source.addEventListener('notification', (event) => {
      const notification = JSON.parse((event as MessageEvent<string>).data) as NotificationView;
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      // A booking arrived or changed: a salon's agenda on screen shows it without a reload.
      void queryClient.invalidateQueries({ queryKey: ['agenda'] });
      // ...and the counters: the sidebar's pending requests, the dashboard's tiles.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      // A decision on the prestataire's account changes what they may do ("Créer un salon") at once.
      if (notification.type === 'provider_approved' || notification.type === 'provider_rejected') {
        void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey, exact: true });
      }
      // The wording of every kind of notification is loaded with the first one to arrive: a page's
      // first load (the public pages' included) does not carry it for visitors who get none.
      void import('@/shared/notification-text').then(({ describeNotification, isBadNews }) => {
        const { title, text } = describeNotification(notification, platformTimeZone());
        const to = notificationLink(notification);
        const show = isBadNews(notification) ? toast.warning : toast.success;
        show(title, {
          description: text,
          ...(to ? { action: { label: 'Voir', onClick: () => open(to) } } : {}),
        });
      });
    });
    // After a reconnection, catch up with whatever arrived meanwhile.
    source.addEventListener('ready', () => {
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      void queryClient.invalidateQueries({ queryKey: ['agenda'] });
    });
    return () => source.close();
  }, [userId, queryClient, open]);

  return null;
}
