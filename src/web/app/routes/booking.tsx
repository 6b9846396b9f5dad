import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { SalonDetail } from '@/shared/api-types';
import { cancellationRuleText } from '@/shared/booking-policy';
import { formatDuration, formatPrice, formatTime, formatTotalDuration } from '@/shared/format';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { isPackageVisit } from '@/shared/packages';
import { type BookingChoice, pages, readBookingLink } from '@/shared/pages';
import { visitPartsParam } from '@/shared/schemas/bookings';
import type { ExtraService } from '@/web/components/extra-services';
import {
  PackageOptions,
  packageOfOption,
  packageOption,
  ServiceOptions,
} from '@/web/components/service-options';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useCreateBooking } from '@/web/features/bookings/api/booking-mutations';
import { useOpeningHours } from '@/web/features/bookings/api/booking-queries';
import { DateAndSlotFields, useDateAndSlot } from '@/web/features/bookings/components/date-and-slot';
import { isBookableDay } from '@/web/features/bookings/components/date-picker';
import { EmployeeChoice, eligibleTeam } from '@/web/features/bookings/components/employee-choice';
import { OpeningHoursList } from '@/web/features/bookings/components/opening-hours-list';
import { VisitParts } from '@/web/features/bookings/components/visit-parts';
import { formatCalendarDay } from '@/web/features/bookings/slot-periods';
import { useSalon } from '@/web/features/salons/api/salon';
import { ApiError } from '@/web/lib/api-client';
import { useSession } from '@/web/lib/session/session';
import { toast, toastError } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { PHONE_QUERY, useMediaQuery } from '@/web/lib/use-media-query';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useSubmission } from '@/web/lib/use-submission';

export function Component() {
  const { id = '' } = useParams();
  usePageTitle('Réservation');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {/* One heading: "Réservation" above "Prendre rendez-vous" said the same thing twice. */}
      <h1 className="text-3xl font-bold tracking-tight">Prendre rendez-vous</h1>
      {id ? (
        <BookingForm salonId={id} />
      ) : (
        <p className="mt-6 text-destructive">Identifiant du salon manquant.</p>
      )}
    </div>
  );
}

function BookingForm({ salonId }: { salonId: string }) {
  const salon = useSalon(salonId);
  const hours = useOpeningHours(salonId);
  const [search] = useSearchParams();
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
        <Link to={pages.providers} className="underline">
          Voir les salons
        </Link>
      </p>
    );
  }
  // Another booking link opened on this page starts over from what it chooses.
  return (
    <BookingChoices
      key={search.toString()}
      salon={salon.data}
      hours={hours.data}
      link={readBookingLink(search)}
    />
  );
}

/**
 * What a booking link chose ahead, kept only when the page offers it: one of the salon's services, a
 * day its calendar allows, and a time (chosen once that day's slots are known, if free). Anything
 * else is ignored without a word (docs/product.md#booking-page).
 */
function presetOf(link: BookingChoice, salon: SalonDetail, hours: readonly OpeningHoursDay[]) {
  const chosenPackage = salon.packages.find((item) => item.id === link.packageId);
  const serviceId =
    chosenPackage?.services[0]?.id ??
    (salon.services.some((service) => service.id === link.serviceId) ? (link.serviceId ?? '') : '');
  const date = link.date && isBookableDay(link.date, hours, salon.timeZone) ? link.date : '';
  return {
    serviceId,
    packageId: chosenPackage?.id ?? '',
    extras: (chosenPackage?.services.slice(1) ?? []).map((service) => ({
      serviceId: service.id,
      employeeId: '',
    })),
    date,
    time: serviceId && date ? (link.time ?? '') : '',
  };
}

function BookingChoices({
  salon,
  hours,
  link,
}: {
  salon: SalonDetail;
  hours: readonly OpeningHoursDay[];
  link: BookingChoice;
}) {
  const session = useSession();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [preset] = useState(() => presetOf(link, salon, hours));
  const [serviceId, setServiceId] = useState(preset.serviceId);
  // '' is "Sans préférence": the salon assigns an eligible free employee.
  const [employeeId, setEmployeeId] = useState('');
  // A visit: the services after the first, each with its person.
  const [extras, setExtras] = useState<ExtraService[]>(preset.extras);
  const followedBy = extras.filter((part) => part.serviceId);
  // A package holds while the visit is its services in its order; changing one books them apart.
  const [packageId, setPackageId] = useState(preset.packageId);
  const chosenPackage = salon.packages.find(
    (item) =>
      item.id === packageId &&
      isPackageVisit(
        item.services.map((service) => service.id),
        [serviceId, ...followedBy.map((part) => part.serviceId)],
      ),
  );
  const choice = useDateAndSlot(salon.id, serviceId, employeeId, preset, visitPartsParam(followedBy));
  const { date, start } = choice;
  const create = useCreateBooking();
  // One tap, one booking: a second tap before the answer is ignored, and a retry carries the same key.
  const submission = useSubmission();
  const navigate = useNavigate();

  const services = salon.services;
  const service = services.find((candidate) => candidate.id === serviceId);
  const visit = [
    service,
    ...followedBy.map((part) => services.find((candidate) => candidate.id === part.serviceId)),
  ].filter((part) => part !== undefined);
  // A salon without a team books as one: no "Avec qui ?" then.
  const members = eligibleTeam(salon.team, serviceId);
  const chosenMember = members.find((member) => member.id === employeeId);
  const daySlots = serviceId && date ? choice.slots.data : undefined;
  const noSlotThatDay = daySlots?.slots.length === 0;

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
    const input = {
      salonId: salon.id,
      serviceId,
      start,
      ...(employeeId ? { employeeId } : {}),
      ...(followedBy.length > 0
        ? {
            followedBy: followedBy.map((part) => ({
              serviceId: part.serviceId,
              employeeId: part.employeeId || null,
            })),
          }
        : {}),
      ...(chosenPackage ? { packageId: chosenPackage.id } : {}),
    };
    void submission.run((key) =>
      create.mutateAsync({ input, key }).then(
        (booking) => {
          submission.renew();
          toast.success('Demande envoyée', {
            description: 'Votre demande de rendez-vous a été envoyée avec succès',
          });
          navigate(pages.bookingRecap(booking.id));
        },
        (error: unknown) => {
          // A taken slot: the list is refreshed (onSettled) and the choice cleared.
          if (error instanceof ApiError && error.status === 409) choice.setStart('');
          toastError(error, 'Une erreur est survenue lors de la réservation', 'Erreur de réservation');
        },
      ),
    );
  };

  return (
    <div className="mt-2 grid gap-6">
      {/* On a phone the hours fold under the salon's name (the date picker already says which days
          are open): listed first, they pushed the service choice out of the first screen. */}
      <div className="grid gap-1">
        <p className="text-muted-foreground">
          {salon.name} · {salon.address}
        </p>
        <details className="group text-sm" open={!isPhone}>
          <summary className="w-fit cursor-pointer font-medium text-primary hover:underline">
            Horaires d'ouverture
          </summary>
          <div className="mt-2 max-w-sm rounded-lg border p-4">
            <OpeningHoursList days={hours} />
          </div>
        </details>
      </div>

      <form id={FORM_ID} onSubmit={submit} className="grid gap-5" noValidate>
        <div className="grid gap-2">
          <Label htmlFor="booking-service">Service</Label>
          <NativeSelect
            id="booking-service"
            value={chosenPackage ? packageOption(chosenPackage.id) : serviceId}
            onChange={(event) => {
              const value = event.target.value;
              const picked = packageOfOption(value, salon.packages);
              const next = picked ? (picked.services[0]?.id ?? '') : value;
              setPackageId(picked?.id ?? '');
              // A package brings its services; leaving one for a service leaves its services too.
              if (picked) {
                setExtras(picked.services.slice(1).map((part) => ({ serviceId: part.id, employeeId: '' })));
              } else if (chosenPackage) {
                setExtras([]);
              }
              setServiceId(next);
              // The chosen person stays only if they perform the new service.
              if (!eligibleTeam(salon.team, next).some((member) => member.id === employeeId))
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
              <ServiceOptions services={services} />
            )}
            <PackageOptions packages={salon.packages} />
          </NativeSelect>
        </div>
        {serviceId && salon.team.length > 0 && (
          <EmployeeChoice
            id="booking-employee"
            {...(chosenPackage && service ? { label: `Avec qui pour « ${service.name} » ?` } : {})}
            members={members}
            value={chosenMember ? employeeId : ''}
            onChange={(next) => {
              // Another person has other free times: the chosen one may not be among them.
              setEmployeeId(next);
              choice.setStart('');
            }}
          />
        )}
        {serviceId && (
          <VisitParts
            salon={salon}
            parts={extras}
            onChange={(next) => {
              setExtras(next);
              choice.setStart('');
            }}
          />
        )}
        <DateAndSlotFields
          place="booking"
          choice={choice}
          timeZone={salon.timeZone}
          // Said once, by the grid, with the next day this person is free.
          noSlotLabel={
            chosenMember ? `${chosenMember.firstName} n'a pas de créneau libre à cette date.` : undefined
          }
        />
        {/* A full day is said by the grid ("Complet ce jour-là"); a closed one also here, as before. */}
        {noSlotThatDay && !chosenMember && !daySlots?.full && (
          <p role="status" className="text-sm text-destructive">
            Le salon est fermé à cette date.
          </p>
        )}
      </form>
      <BookingSummary
        serviceLine={
          chosenPackage
            ? `${chosenPackage.name} : ${visit.map((part) => part.name).join(' + ')}`
            : visit.length > 1
              ? visit.map((part) => part.name).join(' + ')
              : service
                ? `${service.name} : ${formatDuration(service.duration)}, ${formatPrice(service.price)}`
                : undefined
        }
        total={
          chosenPackage
            ? `Total : ${formatTotalDuration(chosenPackage.duration)} · ${formatPrice(chosenPackage.price)}`
            : visit.length > 1
              ? visitTotal(visit)
              : undefined
        }
        date={date}
        time={start ? formatTime(start, salon.timeZone) : ''}
        withWhom={chosenMember?.firstName}
        rule={cancellationRuleText(salon.cancellationWindowHours)}
      >
        <Button
          type="submit"
          form={FORM_ID}
          size="lg"
          disabled={submission.running || !date || !start || !serviceId}
        >
          {submission.running ? 'Réservation en cours...' : 'Réserver maintenant'}
        </Button>
      </BookingSummary>
    </div>
  );
}

const FORM_ID = 'booking-form';

/**
 * What is being booked, the price and the salon's cancellation rule, right above the button. On a
 * phone both stay at the bottom of the screen while the page scrolls (decision 055); the button
 * submits the form by its id, so the bar can stick to the whole page rather than to the form.
 */
/** "Total : 1 h 45 · 85 DT" */
function visitTotal(parts: readonly { duration: number; price: string }[]): string {
  const minutes = parts.reduce((sum, part) => sum + part.duration, 0);
  const cents = parts.reduce((sum, part) => sum + Math.round(Number(part.price) * 100), 0);
  return `Total : ${formatTotalDuration(minutes)} · ${formatPrice(cents / 100)}`;
}

function BookingSummary({
  serviceLine,
  total,
  date,
  time,
  withWhom,
  rule,
  children,
}: {
  serviceLine: string | undefined;
  /** A visit's total time and price. */
  total?: string;
  date: string;
  time: string;
  withWhom: string | undefined;
  rule: string;
  children: ReactNode;
}) {
  const when = date
    ? `Le ${formatCalendarDay(date)}${time ? ` à ${time}` : ' · choisissez un horaire'}`
    : 'Choisissez une date et un horaire';
  return (
    <div
      data-bottom-bar
      className="sticky bottom-0 z-10 -mx-4 grid gap-3 border-t bg-background px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] sm:static sm:mx-0 sm:rounded-lg sm:border sm:p-4 sm:shadow-none"
    >
      <section aria-label="Votre rendez-vous" className="grid gap-0.5 text-sm">
        <p className="font-medium">{serviceLine ?? 'Choisissez un service'}</p>
        {total && <p className="font-medium">{total}</p>}
        <p>
          {when}
          {withWhom ? ` · avec ${withWhom}` : ''}
        </p>
        <p className="text-muted-foreground">{rule}</p>
      </section>
      {children}
    </div>
  );
}
