import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { cancellationRuleText, clientDeadline } from '@/shared/booking-policy';
import { formatDate, formatTime } from '@/shared/format';
import { pages } from '@/shared/pages';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { bookingCalendarFileUrl, useBooking } from '@/web/features/bookings/api/booking-queries';
import { BookingSummary } from '@/web/features/bookings/components/booking-summary';
import { VisitPartList } from '@/web/features/bookings/components/visit-part-list';
import { usePageTitle } from '@/web/lib/use-page-title';

const TITLES: Partial<Record<string, string>> = {
  pending: 'Demande envoyée',
  confirmed: 'Rendez-vous confirmé',
  modified: 'Rendez-vous déplacé',
};

/** The recap a client lands on after booking (and any party of a booking can open). */
export function Component() {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  usePageTitle('Récapitulatif du rendez-vous');
  if (booking.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Chargement du rendez-vous...
      </p>
    );
  }
  if (booking.isError) {
    return (
      <p role="alert" className="text-destructive">
        Rendez-vous introuvable.{' '}
        <Link to={pages.bookings} className="underline">
          Voir mes rendez-vous
        </Link>
      </p>
    );
  }
  const view = booking.data;
  const zone = view.salon.timeZone;
  const deadline = clientDeadline({
    status: view.status,
    startTime: view.startTime,
    cancellationWindowHours: view.salon.cancellationWindowHours,
  });
  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <Card>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{TITLES[view.status] ?? 'Récapitulatif du rendez-vous'}</h1>
          {view.status === 'pending' && (
            <p className="text-sm text-muted-foreground">
              Le salon va confirmer votre demande ; vous serez prévenu dans l'application et par e-mail.
            </p>
          )}
        </CardHeader>
        <CardContent className="grid gap-6">
          <BookingSummary
            facts={{
              status: view.status,
              salonName: view.salon.name,
              salonAddress: view.salon.address,
              serviceName: view.service.name,
              price: view.service.price,
              employeeFirstName: view.employee?.firstName ?? null,
              startTime: view.startTime,
              endTime: view.endTime,
              timeZone: zone,
              rule: `${cancellationRuleText(view.salon.cancellationWindowHours)} Pour ce rendez-vous : jusqu'au ${formatDate(deadline, zone)} à ${formatTime(deadline, zone)}.`,
            }}
          />
          <VisitPartList parts={view.parts} timeZone={zone} />
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild variant="outline">
              <a href={bookingCalendarFileUrl(view.id)} download="rendez-vous.ics">
                <CalendarPlus className="size-4" aria-hidden="true" /> Ajouter à mon calendrier
              </a>
            </Button>
            <Button asChild>
              <Link to={pages.bookings}>Voir mes rendez-vous</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
