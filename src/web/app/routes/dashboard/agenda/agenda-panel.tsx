import { Plus } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Agenda } from '@/shared/api-types';
import { availableActions } from '@/shared/booking-policy';
import { ACTIVE_BOOKING_STATUSES } from '@/shared/booking-status';
import { pages } from '@/shared/pages';
import type { Role } from '@/shared/roles';
import { firstNameOf } from '@/shared/staff';
import { DATE_PATTERN, fromWallClock, toWallClock } from '@/shared/time-zone';
import { EmptyState, QueryState } from '@/web/components/query-state';
import { SalonOptions } from '@/web/components/salon-options';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/native-select';
import {
  type AgendaResource,
  columnsOf,
  dayLabel,
  type FreeCell,
  type GridColumn,
  placeItems,
  resourcesOf,
  salonDayOf,
  timeRangeOf,
} from '@/web/features/agenda/agenda-layout';
import { type AgendaView, useAgenda, useDropBooking } from '@/web/features/agenda/api/agenda';
import { AbsenceDialog } from '@/web/features/agenda/components/absence-dialog';
import { AgendaGrid } from '@/web/features/agenda/components/agenda-grid';
import { AgendaToolbar } from '@/web/features/agenda/components/agenda-toolbar';
import { type BlockRequest, BlockTimeDialog } from '@/web/features/agenda/components/block-time-dialog';
import { useMinuteClock } from '@/web/features/agenda/use-clock';
import { BookingStatusBadge } from '@/web/features/bookings/components/booking-status-badge';
import { useMySalons } from '@/web/features/workspace/api/workspace';
import { withSearchChanges } from '@/web/lib/paths';
import { platformTimeZone } from '@/web/lib/platform-time-zone';
import { useSession } from '@/web/lib/session/session';
import { toast, toastError } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { AppointmentDialog, type AppointmentRequest } from './appointment-dialog';
import { AgendaBookingDialog } from './booking-dialog';

/** Below Tailwind's md breakpoint: one person's day at a time. */
const PHONE = '(max-width: 767.98px)';
/** The week view's "everyone" choice of the employee filter. */
const EVERYONE = '';
/** "Tous mes salons": every salon's grid, one under the other. */
const ALL_SALONS = 'tous';

type Opened =
  | { kind: 'booking'; id: string }
  | { kind: 'absence'; id: string }
  | { kind: 'appointment'; request: AppointmentRequest; block?: BlockRequest }
  | { kind: 'block'; request: BlockRequest };

/**
 * The owner's working view of one salon: the day with a column per employee (plus "Non assigné" for
 * bookings that name nobody), or the week with a column per day whose blocks say whose they are: at
 * 1280 px, seven days times several people would leave each sub-column too narrow to read a name, so
 * the week keeps seven readable columns, overlapping bookings side by side, and a filter to look at
 * one person's week. On a phone, one person's day, chosen in a list. Salon, view, date and person
 * live in the address, so a reload or a shared link shows the same agenda.
 */
export function AgendaPanel() {
  const session = useSession();
  const salons = useMySalons();
  const [params, setParams] = useSearchParams();
  const isPhone = useMediaQuery(PHONE);
  const now = useMinuteClock();
  const [opened, setOpened] = useState<Opened | null>(null);
  useErrorToast(salons.isError, 'Erreur', 'Impossible de charger vos salons.');

  const mySalons = salons.data?.items ?? [];
  const asked = params.get('salon');
  // Without a choice, the salon with the most upcoming appointments (the first of a tie).
  const busiest = mySalons.reduce<(typeof mySalons)[number] | undefined>(
    (best, salon) => (!best || salon.upcomingBookings > best.upcomingBookings ? salon : best),
    undefined,
  );
  const allSalons = asked === ALL_SALONS && mySalons.length > 1;
  const salonId = allSalons
    ? ''
    : mySalons.some((salon) => salon.id === asked)
      ? (asked ?? '')
      : (busiest?.id ?? '');
  const view: AgendaView = !isPhone && params.get('view') === 'week' ? 'week' : 'day';
  const [zone, setZone] = useState(platformTimeZone);
  const today = toWallClock(now, zone).date;
  const askedDate = params.get('date') ?? '';
  const date = DATE_PATTERN.test(askedDate) ? askedDate : today;
  const agenda = useAgenda(salonId, date, view);
  // "Today" is the salon's: known once its agenda has answered (the platform's zone until then).
  const salonZone = agenda.data?.timeZone;
  useEffect(() => {
    if (salonZone) setZone(salonZone);
  }, [salonZone]);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => withSearchChanges(current, changes), { replace: true });

  return (
    <QueryState
      query={salons}
      error="Impossible de charger vos salons."
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState className="p-10">
          Vous n'avez pas encore de salon.{' '}
          <Link to={pages.salons} className="text-primary underline underline-offset-4">
            Mes salons
          </Link>
        </EmptyState>
      }
    >
      {(data) => (
        <>
          <AgendaToolbar
            view={view}
            date={date}
            today={today}
            showViewSwitch={!isPhone}
            onViewChange={(next) => update({ view: next === 'week' ? 'week' : null })}
            onDateChange={(next) => update({ date: next === today ? null : next })}
          >
            <FoldedOnPhone
              isPhone={isPhone}
              summary={
                allSalons ? 'Tous mes salons' : (data.items.find((salon) => salon.id === salonId)?.name ?? '')
              }
            >
              <div className="w-full sm:w-72">
                <FormField id="agenda-salon" label="Salon">
                  <NativeSelect
                    value={allSalons ? ALL_SALONS : salonId}
                    onChange={(event) => update({ salon: event.target.value, employee: null })}
                  >
                    <SalonOptions
                      salons={data.items}
                      allValue={data.items.length > 1 ? ALL_SALONS : undefined}
                    />
                  </NativeSelect>
                </FormField>
              </div>
              {isPhone && <Legend />}
            </FoldedOnPhone>
            {/* The person shown and "Nouveau rendez-vous" stay in view: the day's work starts there. */}
            {agenda.data && agenda.data.salonId === salonId && (
              <PersonPicker
                agenda={agenda.data}
                value={params.get('employee') ?? EVERYONE}
                required={isPhone}
                visible={isPhone || view === 'week'}
                onChange={(key) => update({ employee: key || null })}
              />
            )}
            {agenda.data && agenda.data.salonId === salonId && (
              <NewAppointmentButtons
                agenda={agenda.data}
                employeeId={defaultEmployeeOf(agenda.data, params.get('employee') ?? EVERYONE)}
                date={date}
                now={now}
                onOpen={setOpened}
              />
            )}
          </AgendaToolbar>
          {!isPhone && <Legend />}
          {allSalons ? (
            <div className="grid gap-8">
              {data.items.map((salon) => (
                <SalonAgenda
                  key={salon.id}
                  salonId={salon.id}
                  name={salon.name}
                  date={date}
                  view={view}
                  isPhone={isPhone}
                  now={now}
                  viewerRole={session.status === 'signed-in' ? session.role : 'prestataire'}
                />
              ))}
            </div>
          ) : (
            <QueryState query={agenda} error="Impossible de charger l'agenda.">
              {(loaded) => (
                <div
                  aria-busy={agenda.isPlaceholderData}
                  className={agenda.isPlaceholderData ? 'opacity-60' : ''}
                >
                  <AgendaBody
                    agenda={loaded}
                    view={view}
                    isPhone={isPhone}
                    person={params.get('employee') ?? EVERYONE}
                    now={now}
                    onOpen={setOpened}
                  />
                </div>
              )}
            </QueryState>
          )}
          {!allSalons && agenda.data && opened && (
            <OpenedDialog
              agenda={agenda.data}
              opened={opened}
              viewerRole={session.status === 'signed-in' ? session.role : 'prestataire'}
              now={now}
              onClose={() => setOpened(null)}
              onSwitch={setOpened}
            />
          )}
        </>
      )}
    </QueryState>
  );
}

/**
 * On a phone the salon's choice and the legend fold under one line, so the grid starts within the
 * first screen; the line says which salon is shown.
 */
function FoldedOnPhone({
  isPhone,
  summary,
  children,
}: {
  isPhone: boolean;
  summary: string;
  children: ReactNode;
}) {
  if (!isPhone) return <>{children}</>;
  return (
    <details className="w-full rounded-md border px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium">
        Options de l'agenda<span className="font-normal text-muted-foreground"> · {summary}</span>
      </summary>
      <div className="mt-3 flex flex-wrap items-end gap-3">{children}</div>
    </details>
  );
}

/** One salon's grid under its name ("Tous mes salons"), with the dialogs of what is clicked in it. */
function SalonAgenda({
  salonId,
  name,
  date,
  view,
  isPhone,
  now,
  viewerRole,
}: {
  salonId: string;
  name: string;
  date: string;
  view: AgendaView;
  isPhone: boolean;
  now: Date;
  viewerRole: Role;
}) {
  const agenda = useAgenda(salonId, date, view);
  const [opened, setOpened] = useState<Opened | null>(null);
  return (
    <section aria-labelledby={`agenda-of-${salonId}`}>
      <h3 id={`agenda-of-${salonId}`} className="mb-2 text-base font-semibold">
        {name}
      </h3>
      <QueryState query={agenda} error="Impossible de charger l'agenda.">
        {(loaded) => (
          <AgendaBody
            agenda={loaded}
            view={view}
            isPhone={isPhone}
            person={EVERYONE}
            now={now}
            onOpen={setOpened}
          />
        )}
      </QueryState>
      {agenda.data && opened && (
        <OpenedDialog
          agenda={agenda.data}
          opened={opened}
          viewerRole={viewerRole}
          now={now}
          onClose={() => setOpened(null)}
          onSwitch={setOpened}
        />
      )}
    </section>
  );
}

/** The phone's switcher (one person at a time) and the week's filter ("Toute l'équipe" or one person). */
function PersonPicker({
  agenda,
  value,
  required,
  visible,
  onChange,
}: {
  agenda: Agenda;
  value: string;
  required: boolean;
  visible: boolean;
  onChange: (key: string) => void;
}) {
  const resources = resourcesOf(agenda);
  if (!visible || resources.length < 2) return null;
  const current = resources.some((resource) => resource.key === value)
    ? value
    : required
      ? (resources[0]?.key ?? '')
      : EVERYONE;
  return (
    <div className="w-full sm:w-60">
      <FormField id="agenda-person" label="Employé">
        <NativeSelect value={current} onChange={(event) => onChange(event.target.value)}>
          {!required && <option value={EVERYONE}>Toute l'équipe</option>}
          {resources.map((resource) => (
            <option key={resource.key} value={resource.key}>
              {resource.employee?.fullName ?? resource.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}

/** The chosen person of the filter, else the first employee: whom a new appointment is with first. */
function defaultEmployeeOf(agenda: Agenda, person: string): string | null {
  return agenda.employees.find((employee) => employee.id === person)?.id ?? agenda.employees[0]?.id ?? null;
}

/**
 * "Nouveau rendez-vous" without a place clicked (the week view, a phone, the keyboard), at the next
 * hour of the day shown; "Client de passage": now, for someone at the desk.
 */
function NewAppointmentButtons({
  agenda,
  employeeId,
  date,
  now,
  onOpen,
}: {
  agenda: Agenda;
  employeeId: string | null;
  date: string;
  now: Date;
  onOpen: (opened: Opened) => void;
}) {
  const wall = toWallClock(now, agenda.timeZone);
  const nextHour = date === wall.date ? Math.min(23 * 60, (Math.floor(wall.minutes / 60) + 1) * 60) : 9 * 60;
  const start = fromWallClock(date, nextHour, agenda.timeZone) ?? now;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button
        onClick={() => onOpen({ kind: 'appointment', request: { employeeId, start: start.toISOString() } })}
      >
        <Plus className="size-4" aria-hidden="true" />
        Nouveau rendez-vous
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          onOpen({ kind: 'appointment', request: { employeeId, start: now.toISOString(), walkIn: true } })
        }
      >
        Client de passage
      </Button>
    </div>
  );
}

/** What the colours of the blocks mean, with the bookings' own status badges. */
function Legend() {
  return (
    <ul aria-label="Légende" className="mb-3 flex flex-wrap items-center gap-2 text-xs">
      {ACTIVE_BOOKING_STATUSES.map((status) => (
        <li key={status}>
          <BookingStatusBadge status={status} />
        </li>
      ))}
      <li className="inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-2.5 py-0.5 font-semibold text-gray-800">
        Absence ou pause
      </li>
    </ul>
  );
}

function AgendaBody({
  agenda,
  view,
  isPhone,
  person,
  now,
  onOpen,
}: {
  agenda: Agenda;
  view: AgendaView;
  isPhone: boolean;
  person: string;
  now: Date;
  onOpen: (opened: Opened) => void;
}) {
  const layout = useMemo(() => {
    const resources = resourcesOf(agenda);
    const known = resources.some((resource) => resource.key === person);
    // A phone shows one person: the one chosen, else the first.
    const only = isPhone
      ? known
        ? person
        : resources[0]?.key
      : known && view === 'week'
        ? person
        : undefined;
    const columns = columnsOf(agenda, resources, {
      layout: view === 'week' ? 'by-day' : 'by-resource',
      only,
    });
    const range = timeRangeOf(agenda);
    return { resources, columns, range, items: placeItems(agenda, columns, range) };
  }, [agenda, view, isPhone, person]);

  const firstDay = agenda.days[0] ?? '';
  const closed = view === 'day' && salonDayOf(agenda, firstDay)?.isClosed;

  const block = (column: GridColumn, cell: FreeCell, poseOf?: string) => {
    const employeeId =
      poseOf ??
      column.resource?.employee?.id ??
      defaultEmployee(layout.resources, person) ??
      agenda.employees[0]?.id;
    const start = fromWallClock(column.date, cell.start, agenda.timeZone);
    const end = fromWallClock(column.date, cell.end, agenda.timeZone);
    if (!start || !end) return;
    // A free place opens "Nouveau rendez-vous", which can turn into "Bloquer ce créneau".
    onOpen({
      kind: 'appointment',
      request: { employeeId: employeeId ?? null, start: start.toISOString() },
      block: employeeId ? { employeeId, start: start.toISOString(), end: end.toISOString() } : undefined,
    });
  };

  const dropBooking = useDropBooking();
  const drop = (bookingId: string, column: GridColumn, cell: FreeCell) => {
    const booking = agenda.bookings.find((candidate) => candidate.id === bookingId);
    const start = fromWallClock(column.date, cell.start, agenda.timeZone);
    if (!booking || !start) return;
    // A day's column is a person; a week's is a day, and the booking keeps its person.
    const target = column.resource?.employee?.id;
    const employeeId = target && target !== booking.employee?.id ? target : undefined;
    const sameTime = start.getTime() === Date.parse(booking.startTime);
    if (sameTime && !employeeId) return;
    dropBooking.mutate(
      { bookingId, start: start.toISOString(), employeeId, sameTime },
      {
        onSuccess: () => toast.success(sameTime ? 'Rendez-vous réassigné' : 'Rendez-vous déplacé'),
        onError: (error) => toastError(error, 'Impossible de déplacer ce rendez-vous.'),
      },
    );
  };

  return (
    <>
      {closed && <p className="mb-3 text-sm text-muted-foreground">Le salon est fermé ce jour-là.</p>}
      {agenda.employees.length === 0 && (
        <p className="mb-3 text-sm text-muted-foreground">
          Ce salon n'a pas d'employé : il reçoit un client à la fois.
        </p>
      )}
      <AgendaGrid
        agenda={agenda}
        columns={layout.columns}
        items={layout.items}
        range={layout.range}
        layout={view === 'week' ? 'by-day' : 'by-resource'}
        now={now}
        label={
          view === 'week'
            ? `Agenda de la semaine du ${dayLabel(firstDay, { weekday: undefined })}`
            : `Agenda du ${dayLabel(firstDay)}`
        }
        renderStatus={(status) => <BookingStatusBadge status={status} />}
        onOpenBooking={(booking) => onOpen({ kind: 'booking', id: booking.id })}
        onOpenAbsence={(absence) => onOpen({ kind: 'absence', id: absence.id })}
        onBlock={block}
        canDrag={(booking) => availableActions('salon', booking, now).includes('move')}
        onDropBooking={drop}
      />
    </>
  );
}

function defaultEmployee(resources: readonly AgendaResource[], person: string): string | undefined {
  return resources.find((resource) => resource.key === person)?.employee?.id;
}

/** The dialog of what was clicked, read from the latest agenda (it closes if that thing is gone). */
function OpenedDialog({
  agenda,
  opened,
  viewerRole,
  now,
  onClose,
  onSwitch,
}: {
  agenda: Agenda;
  opened: Opened;
  viewerRole: Role;
  now: Date;
  onClose: () => void;
  onSwitch: (next: Opened) => void;
}) {
  const close = (open: boolean) => !open && onClose();
  if (opened.kind === 'appointment') {
    const block = opened.block;
    return (
      <AppointmentDialog
        agenda={agenda}
        request={opened.request}
        onOpenChange={close}
        onBlockInstead={block ? () => onSwitch({ kind: 'block', request: block }) : undefined}
      />
    );
  }
  if (opened.kind === 'block') {
    return <BlockTimeDialog agenda={agenda} request={opened.request} onOpenChange={close} />;
  }
  if (opened.kind === 'absence') {
    const absence = agenda.absences.find((candidate) => candidate.id === opened.id);
    if (!absence) return null;
    const employee = agenda.employees.find((candidate) => candidate.id === absence.employeeId);
    return (
      <AbsenceDialog
        absence={absence}
        employeeName={employee ? firstNameOf(employee.fullName) : ''}
        timeZone={agenda.timeZone}
        onOpenChange={close}
      />
    );
  }
  const booking = agenda.bookings.find((candidate) => candidate.id === opened.id);
  if (!booking) return null;
  return (
    <AgendaBookingDialog
      booking={booking}
      agenda={agenda}
      viewerRole={viewerRole}
      now={now}
      onClose={onClose}
    />
  );
}
