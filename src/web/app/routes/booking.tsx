import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { cancellationRuleText } from '@/shared/booking-policy';
import { formatDuration, formatPrice } from '@/shared/format';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useCreateBooking } from '@/web/features/bookings/api/booking-mutations';
import { DateAndSlotFields, useDateAndSlot } from '@/web/features/bookings/components/date-and-slot';
import { EmployeeChoice, eligibleTeam } from '@/web/features/bookings/components/employee-choice';
import { OpeningHoursList } from '@/web/features/bookings/components/opening-hours-list';
import { useSalon } from '@/web/features/salons/api/salon';
import { ApiError } from '@/web/lib/api-client';
import { paths } from '@/web/lib/paths';
import { useSession } from '@/web/lib/session/session';
import { toast, toastError } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  const { id = '' } = useParams();
  usePageTitle('Réservation');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Réservation</h1>
      {id ? (
        <BookingForm salonId={id} />
      ) : (
        <p className="mt-6 text-destructive">Identifiant du salon manquant.</p>
      )}
    </div>
  );
}

function BookingForm({ salonId }: { salonId: string }) {
  const session = useSession();
  const salon = useSalon(salonId);
  const [serviceId, setServiceId] = useState('');
  // '' is "Sans préférence": the salon assigns an eligible free employee.
  const [employeeId, setEmployeeId] = useState('');
  const choice = useDateAndSlot(salonId, serviceId, employeeId);
  const { hours, date, start } = choice;
  const create = useCreateBooking();
  const navigate = useNavigate();
  useErrorToast(salon.isError || hours.isError, 'Erreur', 'Impossible de charger les détails du salon');

  if (salon.isPending || hours.isPending) {
    return (
      <p role="status" className="mt-6 text-muted-foreground">
        Chargement des disponibilités...
      </p>
    );
  }
  if (salon.isError || hours.isError) {
    return (
      <p role="alert" className="mt-6 text-destructive">
        Impossible de charger les détails du salon.{' '}
        <Link to={paths.providers} className="underline">
          Voir les salons
        </Link>
      </p>
    );
  }

  const services = salon.data.services;
  const service = services.find((candidate) => candidate.id === serviceId);
  // A salon without a team books as one: no "Avec qui ?" then.
  const members = eligibleTeam(salon.data.team, serviceId);
  const chosenMember = members.find((member) => member.id === employeeId);
  const noSlotThatDay = Boolean(serviceId && date && choice.slots.data?.slots.length === 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || !start) {
      toast.error('Information manquante', { description: 'Veuillez sélectionner une date et un horaire' });
      return;
    }
    if (!serviceId) {
      toast.error('Service requis', { description: 'Veuillez sélectionner un service' });
      return;
    }
    if (session.status !== 'signed-in') {
      toast.error('Erreur', { description: 'Vous devez être connecté pour réserver' });
      return;
    }
    create.mutate(
      { salonId, serviceId, start, ...(employeeId ? { employeeId } : {}) },
      {
        onSuccess: (booking) => {
          toast.success('Demande envoyée', {
            description: 'Votre demande de rendez-vous a été envoyée avec succès',
          });
          navigate(paths.bookingRecap(booking.id));
        },
        onError: (error) => {
          // A taken slot: the list is refreshed (onSettled) and the choice cleared.
          if (error instanceof ApiError && error.status === 409) choice.setStart('');
          toastError(error, 'Une erreur est survenue lors de la réservation', 'Erreur de réservation');
        },
      },
    );
  };

  return (
    <div className="mt-6 grid gap-6">
      <h2 className="text-2xl font-semibold">Prendre rendez-vous</h2>
      <p className="text-muted-foreground">
        {salon.data.name} · {salon.data.address}
      </p>
      <Card>
        <CardHeader>
          <h3 className="font-semibold">Horaires d'ouverture</h3>
        </CardHeader>
        <CardContent>
          <OpeningHoursList days={hours.data} />
        </CardContent>
      </Card>

      <form onSubmit={submit} className="grid gap-5" noValidate>
        <div className="grid gap-2">
          <Label htmlFor="booking-service">Service</Label>
          <NativeSelect
            id="booking-service"
            value={serviceId}
            onChange={(event) => {
              const next = event.target.value;
              setServiceId(next);
              // The chosen person stays only if they perform the new service.
              if (!eligibleTeam(salon.data.team, next).some((member) => member.id === employeeId))
                setEmployeeId('');
              choice.setStart('');
            }}
          >
            <option value="">Choisir un service</option>
            {services.length === 0 ? (
              <option value="none" disabled>
                Aucun service disponible
              </option>
            ) : (
              services.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name} · {formatDuration(option.duration)} · {formatPrice(option.price)}
                </option>
              ))
            )}
          </NativeSelect>
        </div>
        {serviceId && salon.data.team.length > 0 && (
          <EmployeeChoice
            id="booking-employee"
            members={members}
            value={chosenMember ? employeeId : ''}
            onChange={(next) => {
              // Another person has other free times: the chosen one may not be among them.
              setEmployeeId(next);
              choice.setStart('');
            }}
          />
        )}
        <DateAndSlotFields
          place="booking"
          choice={choice}
          timeZone={salon.data.timeZone}
          noSlotLabel={chosenMember ? 'Aucun créneau ce jour' : undefined}
        />
        {noSlotThatDay && (
          <p role="status" className="text-sm text-destructive">
            {chosenMember
              ? `${chosenMember.firstName} n'a pas de créneau libre à cette date.`
              : 'Le salon est fermé à cette date.'}
          </p>
        )}
        {service && (
          <p className="text-sm text-muted-foreground">
            {service.name} : {formatDuration(service.duration)}, {formatPrice(service.price)}
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          {cancellationRuleText(salon.data.cancellationWindowHours)}
        </p>
        <Button type="submit" size="lg" disabled={create.isPending || !date || !start || !serviceId}>
          {create.isPending ? 'Réservation en cours...' : 'Réserver maintenant'}
        </Button>
      </form>
    </div>
  );
}
