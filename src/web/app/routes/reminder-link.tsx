import { CalendarCheck2, CalendarX2 } from 'lucide-react';
import { useParams } from 'react-router';
import type { BookingLinkView } from '@/shared/api-types';
import { Button } from '@/web/components/ui/button';
import { useBookingLinkAction } from '@/web/features/bookings/api/booking-mutations';
import { useBookingLink } from '@/web/features/bookings/api/booking-queries';
import {
  LinkActionError,
  LinkAnswered,
  LinkBooking,
  LinkExpired,
  LinkPage,
  LinkPageState,
} from '@/web/features/bookings/components/link-page';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * The page a reminder e-mail's link opens, signed in or not. Opening it changes nothing (mail
 * scanners open links too): the one button does, once.
 */
export function Component() {
  const { token = '' } = useParams();
  const link = useBookingLink(token);
  const act = useBookingLinkAction(token);
  usePageTitle('Votre rendez-vous');

  return <LinkPageState query={link}>{(view) => <ReminderPage view={view} act={act} />}</LinkPageState>;
}

function ReminderPage({
  view,
  act,
}: {
  view: BookingLinkView;
  act: ReturnType<typeof useBookingLinkAction>;
}) {
  const cancelling = view.action === 'cancel';
  const done = view.state === 'used';
  const title = done
    ? cancelling
      ? 'Rendez-vous annulé'
      : 'Venue confirmée'
    : cancelling
      ? 'Annuler ce rendez-vous'
      : 'Je confirme ma venue';
  const icon = cancelling ? (
    <CalendarX2 className="size-12 text-destructive" aria-hidden="true" />
  ) : (
    <CalendarCheck2 className="size-12 text-green-600" aria-hidden="true" />
  );

  return (
    <LinkPage icon={icon} title={title}>
      {done && (
        <LinkAnswered
          cancelled={cancelling}
          note={Boolean(view.usedAt && !act.isSuccess) && ' Ce lien a déjà été utilisé.'}
        />
      )}
      {view.state === 'expired' && <LinkExpired />}
      <LinkBooking booking={view.booking} rule={view.cancellationRule} deadline={view.cancelDeadline} />
      {view.state === 'ready' && view.refusal && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {view.refusal}
        </p>
      )}
      <LinkActionError error={act.error} />
      {view.state === 'ready' && !view.refusal && (
        <Button
          size="lg"
          variant={cancelling ? 'destructive' : 'default'}
          disabled={act.isPending}
          onClick={() => act.mutate()}
        >
          {act.isPending ? 'Un instant...' : cancelling ? 'Annuler ce rendez-vous' : 'Je confirme ma venue'}
        </Button>
      )}
    </LinkPage>
  );
}
