import { Bell } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDate, formatTime } from '@/shared/format';
import { describeNotification } from '@/shared/notification-text';
import { PageHeader } from '@/web/components/layout/page-header';
import { QueryState } from '@/web/components/query-state';
import { Spinner } from '@/web/components/ui/spinner';
import { useMarkRead, useNotifications } from '@/web/features/notifications/api/notifications';
import { notificationLink } from '@/web/features/notifications/notification-link';
import { platformTimeZone } from '@/web/lib/platform-time-zone';
import { toast } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';
import { cn } from '@/web/lib/utils';

export function Component() {
  usePageTitle('Notifications');
  const list = useNotifications();
  const markRead = useMarkRead();
  const marking = useRef(false);

  // Opening the page marks every unread notification as read, newly arrived ones too
  // (docs/product.md#notifications-and-e-mails).
  const unreadIds = list.data?.items.filter((n) => !n.isRead).map((n) => n.id) ?? [];
  const unreadKey = unreadIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined ids are the trigger
  useEffect(() => {
    if (!unreadKey || marking.current) return;
    marking.current = true;
    markRead.mutate(unreadKey.split(','), {
      onError: () =>
        toast.error('Erreur', { description: 'Impossible de marquer les notifications comme lues.' }),
      onSettled: () => {
        marking.current = false;
      },
    });
  }, [unreadKey]);

  return (
    <>
      <PageHeader title="Notifications" description="Les nouvelles de vos rendez-vous et de vos salons." />
      <QueryState
        query={list}
        loading={<Spinner label="Chargement des notifications..." />}
        error="Impossible de charger vos notifications."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
            <Bell className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-semibold">Aucune notification</p>
            <p className="text-sm text-muted-foreground">
              Vous serez prévenu ici de chaque nouvelle concernant vos rendez-vous.
            </p>
          </div>
        }
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.items.map((notification) => {
              const { title, text } = describeNotification(notification, platformTimeZone());
              const to = notificationLink(notification);
              return (
                <li
                  key={notification.id}
                  className={cn(
                    'rounded-lg border p-4',
                    !notification.isRead && 'border-primary/40 bg-primary-soft/40',
                  )}
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold">
                      {to ? (
                        <Link to={to} className="hover:underline focus-visible:underline">
                          {title}
                        </Link>
                      ) : (
                        title
                      )}
                      {!notification.isRead && <span className="sr-only"> (non lue)</span>}
                    </p>
                    <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
                      {formatDate(notification.createdAt)} à {formatTime(notification.createdAt)}
                    </time>
                  </div>
                  {text && <p className="mt-1 text-sm text-muted-foreground">{text}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </>
  );
}
