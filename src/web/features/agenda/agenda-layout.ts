import type { Absence, Agenda, AgendaPart, BookingView } from '@/shared/api-types';
import { BOOKING_STATUS_LABELS } from '@/shared/booking-status';
import { bookingClientName } from '@/shared/clients';
import { DAY_BY_WEEKDAY, type OpeningHoursDay } from '@/shared/opening-hours';
import { breaksOn, dayHours, employeeWindowOn } from '@/shared/salon-calendar';
import { POSE_MARK } from '@/shared/service-timing';
import { ABSENCE_KIND_LABELS, firstNameOf, UNASSIGNED_LABEL, workingWindowOf } from '@/shared/staff';
import { addDays, fromWallClock, minutesOf, timeOf, toWallClock, weekdayOf } from '@/shared/time-zone';

// Where everything of the agenda grid goes, as plain data: which columns, which rows, where each
// booking and absence sits, which cells may be blocked. Pure, so the rules are tested without a page.

/** The grid's line: one row per half hour, the step of the offered slots. */
export const ROW_MINUTES = 30;
/** The single column of a salon without employees, which takes one client at a time. */
export const SALON_COLUMN_LABEL = 'Salon';
const SALON_KEY = 'salon';
const UNASSIGNED_KEY = 'unassigned';
const DAY_MINUTES = 24 * 60;
/** The rows shown when nothing is open and nothing is booked (a closed day). */
const FALLBACK_RANGE = { start: 9 * 60, end: 18 * 60 };

export type AgendaEmployee = Agenda['employees'][number];

/** Whose time a column shows: an employee, the bookings nobody is assigned to, or the salon itself. */
export interface AgendaResource {
  key: string;
  /** Null for "Non assigné" and for the salon's own column. */
  employee: AgendaEmployee | null;
  label: string;
}

/** A column of the grid: one resource on one day, or (week view) every resource on one day. */
export interface GridColumn {
  key: string;
  date: string;
  /** Null: everyone's bookings and absences of that day, each block saying whose it is. */
  resource: AgendaResource | null;
}

interface Placed {
  key: string;
  date: string;
  /** Minutes since midnight in the salon's zone, clipped to that day. */
  start: number;
  end: number;
  resourceKey: string;
  /** Side by side when items of one column overlap: which lane, out of how many. */
  lane: number;
  lanes: number;
}

export type AgendaItem =
  | (Placed & {
      kind: 'booking';
      booking: BookingView;
      /** One service of a visit of several, drawn in its person's column; null: the whole booking. */
      part: (AgendaPart & { count: number }) | null;
      /** Its employee's free time inside it (docs/product.md#service-timing), in minutes of its day. */
      pose: Interval | null;
    })
  | (Placed & { kind: 'absence'; absence: Absence });

type Lanes = { lane: number; lanes: number };
/** An item before the lanes of its column are known. */
type Unplaced = AgendaItem extends infer Item
  ? Item extends AgendaItem
    ? Omit<Item, keyof Lanes>
    : never
  : never;

/** A half hour a column may block ("Bloquer ce créneau"), in minutes of its day. */
export interface FreeCell {
  start: number;
  end: number;
}

export interface Interval {
  start: number;
  end: number;
}

/** The columns' people, in the salon's order, plus "Non assigné" when a booking names nobody. */
export function resourcesOf(agenda: Agenda): AgendaResource[] {
  if (agenda.employees.length === 0) return [{ key: SALON_KEY, employee: null, label: SALON_COLUMN_LABEL }];
  const resources: AgendaResource[] = agenda.employees.map((employee) => ({
    key: employee.id,
    employee,
    label: firstNameOf(employee.fullName),
  }));
  if (
    agenda.bookings.some((booking) => resourceKeyOf(agenda, booking) === UNASSIGNED_KEY) ||
    agenda.parts.some((part) => resourceKeyOfEmployee(agenda, part.employeeId) === UNASSIGNED_KEY)
  ) {
    resources.push({ key: UNASSIGNED_KEY, employee: null, label: UNASSIGNED_LABEL });
  }
  return resources;
}

/** The column a booking belongs to; one whose employee is no longer listed goes to "Non assigné". */
function resourceKeyOf(agenda: Agenda, booking: BookingView): string {
  return resourceKeyOfEmployee(agenda, booking.employee?.id ?? null);
}

/** The column of a person's time (a booking's, or one service of a visit's). */
function resourceKeyOfEmployee(agenda: Agenda, id: string | null): string {
  if (agenda.employees.length === 0) return SALON_KEY;
  return id && agenda.employees.some((employee) => employee.id === id) ? id : UNASSIGNED_KEY;
}

/** The day view: one column per resource. The week view: one per day, every resource in it. */
export function columnsOf(
  agenda: Agenda,
  resources: readonly AgendaResource[],
  options: { layout: 'by-resource' | 'by-day'; only?: string },
): GridColumn[] {
  const shown = options.only ? resources.filter((resource) => resource.key === options.only) : resources;
  if (options.layout === 'by-day') {
    return agenda.days.map((date) => ({
      key: date,
      date,
      resource: options.only ? (shown[0] ?? null) : null,
    }));
  }
  return agenda.days.flatMap((date) =>
    shown.map((resource) => ({ key: `${date}/${resource.key}`, date, resource })),
  );
}

/** The salon's opening hours of a calendar day: its week, a period's, a holiday's (decision 077). */
export function salonDayOf(agenda: Agenda, date: string): OpeningHoursDay | undefined {
  if (agenda.calendar) return dayHours(agenda.calendar, date);
  const day = DAY_BY_WEEKDAY[weekdayOf(date)];
  return agenda.hours.find((hours) => hours.day === day);
}

/** The rows: the opening hours of the days shown, widened to any booking outside them, by half hours. */
export function timeRangeOf(agenda: Agenda): Interval {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const date of agenda.days) {
    const hours = salonDayOf(agenda, date);
    if (!hours || hours.isClosed) continue;
    start = Math.min(start, minutesOf(hours.openTime));
    end = Math.max(end, minutesOf(hours.closeTime));
  }
  for (const item of itemsOf(agenda)) {
    if (item.kind !== 'booking') continue;
    start = Math.min(start, item.start);
    end = Math.max(end, item.end);
  }
  if (!(end > start)) return FALLBACK_RANGE;
  return {
    start: Math.floor(start / ROW_MINUTES) * ROW_MINUTES,
    end: Math.min(DAY_MINUTES, Math.ceil(end / ROW_MINUTES) * ROW_MINUTES),
  };
}

/** The start of every row, from the first to the last half hour. */
export function rowsOf(range: Interval): number[] {
  const rows: number[] = [];
  for (let minute = range.start; minute < range.end; minute += ROW_MINUTES) rows.push(minute);
  return rows;
}

/** Each booking on its day, and each absence on every day it covers, cut at midnight. */
function itemsOf(agenda: Agenda): Unplaced[] {
  const zone = agenda.timeZone;
  const shown = new Set(agenda.days);
  const items: Unplaced[] = [];
  const partsOf = new Map<string, AgendaPart[]>();
  for (const part of agenda.parts)
    partsOf.set(part.bookingId, [...(partsOf.get(part.bookingId) ?? []), part]);
  const minutesIn = (date: string, instant: string) => {
    const wall = toWallClock(new Date(instant), zone);
    return wall.date === date ? wall.minutes : null;
  };
  for (const booking of agenda.bookings) {
    const from = toWallClock(new Date(booking.startTime), zone);
    if (!shown.has(from.date)) continue;
    const parts = partsOf.get(booking.id) ?? [];
    // A visit of several services: one block per service, in its person's column, linked by the
    // booking they open. One service: the booking's block, with its pose.
    const pieces =
      parts.length > 1
        ? parts.map((part) => ({ start: part.start, end: part.end, pose: part.pose, part }))
        : [{ start: booking.startTime, end: booking.endTime, pose: parts[0]?.pose ?? null, part: null }];
    for (const piece of pieces) {
      const start = minutesIn(from.date, piece.start) ?? from.minutes;
      const end = minutesIn(from.date, piece.end) ?? DAY_MINUTES;
      const poseStart = piece.pose && minutesIn(from.date, piece.pose.start);
      const poseEnd = piece.pose && minutesIn(from.date, piece.pose.end);
      items.push({
        kind: 'booking',
        booking,
        part: piece.part ? { ...piece.part, count: parts.length } : null,
        pose: poseStart != null && poseEnd != null ? { start: poseStart, end: poseEnd } : null,
        key: piece.part ? `booking/${booking.id}/${piece.part.position}` : `booking/${booking.id}`,
        date: from.date,
        start,
        end: Math.max(end, start + 1),
        resourceKey: piece.part
          ? resourceKeyOfEmployee(agenda, piece.part.employeeId)
          : resourceKeyOf(agenda, booking),
      });
    }
  }
  for (const absence of agenda.absences) {
    const absenceStart = Date.parse(absence.start);
    const absenceEnd = Date.parse(absence.end);
    for (const date of agenda.days) {
      const dayStart = fromWallClock(date, 0, zone)?.getTime() ?? Date.parse(`${date}T00:00:00Z`);
      const dayEnd =
        fromWallClock(addDays(date, 1), 0, zone)?.getTime() ?? Date.parse(`${addDays(date, 1)}T00:00:00Z`);
      if (absenceEnd <= dayStart || absenceStart >= dayEnd) continue;
      const start = absenceStart <= dayStart ? 0 : toWallClock(absenceStart, zone).minutes;
      const end = absenceEnd >= dayEnd ? DAY_MINUTES : toWallClock(absenceEnd, zone).minutes;
      items.push({
        kind: 'absence',
        absence,
        key: `absence/${absence.id}/${date}`,
        date,
        start,
        end: Math.max(end, start + 1),
        resourceKey: absence.employeeId,
      });
    }
  }
  return items;
}

/**
 * The items of each column, cut to the rows shown, side by side where they overlap: in one employee's
 * column that only happens with older data; in the week view's day columns, it is several people
 * working at once.
 */
export function placeItems(
  agenda: Agenda,
  columns: readonly GridColumn[],
  range: Interval,
): Map<string, AgendaItem[]> {
  const all = itemsOf(agenda);
  const placed = new Map<string, AgendaItem[]>();
  for (const column of columns) {
    const mine = all
      .filter(
        (item) =>
          item.date === column.date &&
          (column.resource === null || item.resourceKey === column.resource.key) &&
          item.end > range.start &&
          item.start < range.end,
      )
      .map((item) => ({
        ...item,
        start: Math.max(item.start, range.start),
        end: Math.min(item.end, range.end),
      }))
      .sort((a, b) => a.start - b.start || b.end - a.end || a.key.localeCompare(b.key));
    placed.set(column.key, withLanes(mine));
  }
  return placed;
}

/** Greedy lanes within each run of overlapping items; every item of a run shares its lane count. */
function withLanes<T extends { start: number; end: number }>(sorted: readonly T[]): (T & Lanes)[] {
  const result: (T & Lanes)[] = [];
  let run: (T & Lanes)[] = [];
  let laneEnds: number[] = [];
  let runEnd = Number.NEGATIVE_INFINITY;
  const closeRun = () => {
    for (const item of run) item.lanes = laneEnds.length;
    result.push(...run);
    run = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= runEnd) closeRun();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.end);
    } else {
      laneEnds[lane] = item.end;
    }
    run.push({ ...item, lane, lanes: 1 });
    runEnd = Math.max(runEnd, item.end);
  }
  closeRun();
  return result;
}

/**
 * When a column's person can work that day, as intervals: the salon's opening hours less its lunch
 * break, narrowed to the employee's own hours. Outside them the grid is greyed and nothing is offered.
 */
export function workingTimeOf(agenda: Agenda, column: GridColumn): Interval[] {
  const hours = salonDayOf(agenda, column.date);
  if (!hours || hours.isClosed) return [];
  const employee = column.resource?.employee;
  const window = employee
    ? agenda.calendar
      ? employeeWindowOn(agenda.calendar, { ...employee, fridayBreak: false }, column.date, hours)
      : workingWindowOf(employee, hours)
    : { start: hours.openTime, end: hours.closeTime };
  if (!window) return [];
  let parts: Interval[] = [{ start: minutesOf(window.start), end: minutesOf(window.end) }];
  const breaks = [
    ...(hours.hasLunchBreak && hours.lunchBreakStart && hours.lunchBreakEnd
      ? [{ start: hours.lunchBreakStart, end: hours.lunchBreakEnd }]
      : []),
    ...(agenda.calendar ? breaksOn(agenda.calendar, column.date) : []),
    ...(agenda.calendar && employee
      ? breaksOn(agenda.calendar, column.date, {
          fridayBreak: agenda.fridayBreakEmployeeIds?.includes(employee.id) ?? false,
        })
      : []),
  ];
  // Each break (lunch, Friday prayer) cuts the working time where it falls.
  for (const range of breaks) {
    const cut = { start: minutesOf(range.start), end: minutesOf(range.end) };
    parts = parts.flatMap((part) =>
      [
        { start: part.start, end: Math.min(part.end, cut.start) },
        { start: Math.max(part.start, cut.end), end: part.end },
      ].filter((piece) => piece.end > piece.start),
    );
  }
  return parts;
}

/** The parts of the rows outside working time, to grey out. */
export function offTimeOf(working: readonly Interval[], range: Interval): Interval[] {
  const off: Interval[] = [];
  let cursor = range.start;
  for (const part of working) {
    if (part.start > cursor) off.push({ start: cursor, end: Math.min(part.start, range.end) });
    cursor = Math.max(cursor, part.end);
  }
  if (cursor < range.end) off.push({ start: cursor, end: range.end });
  return off.filter((part) => part.end > part.start);
}

/**
 * The half hours a column offers to block: an employee's (or, in the week's day columns, anyone's)
 * working time, not yet over, with nothing already in that column then. "Non assigné" and a salon
 * without employees have nobody to block.
 */
export function freeCellsOf(
  agenda: Agenda,
  column: GridColumn,
  items: readonly AgendaItem[],
  range: Interval,
  now: Date,
): FreeCell[] {
  if (agenda.employees.length === 0) return [];
  if (column.resource && !column.resource.employee) return [];
  const working = workingTimeOf(agenda, column);
  const cells: FreeCell[] = [];
  for (const start of rowsOf(range)) {
    const end = start + ROW_MINUTES;
    if (!working.some((part) => part.start <= start && end <= part.end)) continue;
    if (items.some((item) => item.start < end && start < item.end)) continue;
    const endsAt = fromWallClock(column.date, end, agenda.timeZone);
    if (!endsAt || endsAt.getTime() <= now.getTime()) continue;
    cells.push({ start, end });
  }
  return cells;
}

/** "10:00–10:45" */
export const spanLabel = (start: number, end: number) => `${timeOf(start)}–${timeOf(end)}`;

/** The wall-clock times of a booking in the salon's zone, as the grid shows them. */
export function bookingSpan(booking: BookingView, timeZone: string): string {
  const from = toWallClock(new Date(booking.startTime), timeZone);
  const to = toWallClock(new Date(booking.endTime), timeZone);
  return spanLabel(from.minutes, to.minutes);
}

/** Who a booking is with, for the week view's blocks and the booking dialog. */
export function employeeLabelOf(booking: BookingView): string {
  return booking.employee ? booking.employee.firstName : UNASSIGNED_LABEL;
}

/**
 * What a screen reader says of a block: "10:00–11:00, Coupe, Salma Ben Ammar, Confirmé". In the week,
 * whose it is comes second, after the start: "10:00 (jusqu'à 11:00), Sonia, Coupe, …"; the block
 * shows the start alone, and its visible words stay in the order of its name (WCAG 2.5.3).
 */
export function itemName(item: AgendaItem, timeZone: string, whom: string | null): string {
  const span =
    item.kind === 'booking' && !item.part
      ? bookingSpan(item.booking, timeZone)
      : spanLabel(item.start, item.end);
  const [from, to] = span.split('–');
  const head = whom ? `${from} (jusqu'à ${to}), ${whom}` : span;
  if (item.kind === 'booking') {
    const { booking } = item;
    const client = bookingClientName(booking);
    const allergies = booking.clientFile?.allergies ? `, allergies : ${booking.clientFile.allergies}` : '';
    return `${head}, ${serviceOf(item)}, ${client}${allergies}, ${BOOKING_STATUS_LABELS[booking.status]}`;
  }
  const reason = item.absence.reason ? ` : ${item.absence.reason}` : '';
  return `${head}, ${ABSENCE_KIND_LABELS[item.absence.kind]}${reason}`;
}

/** What a booking's block says it is: its service, or one service of a visit ("Brushing, 2/2"). */
export function serviceOf(item: AgendaItem & { kind: 'booking' }): string {
  return item.part
    ? `${item.part.serviceName}, ${item.part.position + 1}/${item.part.count}`
    : item.booking.service.name;
}

/** A free cell's button: "Ajouter 14:00–14:30 pour Sonia" (a new appointment, or a block of time). */
export function cellName(cell: FreeCell, who: string | null): string {
  return `Ajouter ${spanLabel(cell.start, cell.end)}${who ? ` pour ${who}` : ''}`;
}

/** The button over a client's pose: "Pose 10:30–11:15 de Sonia : ajouter un rendez-vous". */
export function poseName(pose: Interval, whom: string | null): string {
  return `${POSE_MARK} ${spanLabel(pose.start, pose.end)}${whom ? ` de ${whom}` : ''} : ajouter un rendez-vous`;
}

/** "lundi 12 janvier" of a calendar date (no zone: the date is already the salon's). */
export function dayLabel(date: string, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    ...options,
  }).format(new Date(`${date}T12:00:00Z`));
}

/** Today in the salon's zone, and the minute of the day now (for the current-time line). */
export function nowIn(timeZone: string, now: Date): { date: string; minutes: number } {
  return toWallClock(now, timeZone);
}

/** An employee performs a service when they do all of the salon's, or that one is in their list. */
export function performsService(employee: AgendaEmployee, serviceId: string | null): boolean {
  if (!serviceId) return false;
  return employee.performsAllServices || employee.serviceIds.includes(serviceId);
}
