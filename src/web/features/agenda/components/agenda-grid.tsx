import { Plus, Store, UserX } from 'lucide-react';
import { Fragment, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { Absence, Agenda, BookingView } from '@/shared/api-types';
import type { BookingStatus } from '@/shared/booking-status';
import { bookingClientName } from '@/shared/clients';
import { POSE_MARK } from '@/shared/service-timing';
import { ABSENCE_KIND_LABELS, firstNameOf, UNASSIGNED_LABEL } from '@/shared/staff';
import { fromWallClock, timeOf } from '@/shared/time-zone';
import { AllergyBadge } from '@/web/components/allergy-badge';
import { UserAvatar } from '@/web/components/layout/user-avatar';
import { cn } from '@/web/lib/utils';
import {
  type AgendaItem,
  bookingSpan,
  cellName,
  dayLabel,
  employeeLabelOf,
  type FreeCell,
  freeCellsOf,
  type GridColumn,
  type Interval,
  itemName,
  nowIn,
  offTimeOf,
  poseName,
  ROW_MINUTES,
  rowsOf,
  serviceOf,
  spanLabel,
  workingTimeOf,
} from '../agenda-layout';

/** Height of one half-hour row: a 30-minute booking shows its time, its client and its service. */
const ROW_PX = 52;
const PX_PER_MINUTE = ROW_PX / ROW_MINUTES;

/**
 * The tint of a booking block, in the hues of the bookings' status badge (amber, green, blue), which
 * the page passes in (`renderStatus`) and the block shows when it has room for it.
 */
const BLOCK_TINT: Record<BookingStatus, string> = {
  pending: 'border-amber-300 border-l-amber-600 bg-amber-50 text-amber-950',
  confirmed: 'border-green-300 border-l-green-700 bg-green-50 text-green-950',
  modified: 'border-blue-300 border-l-blue-700 bg-blue-50 text-blue-950',
  refused: 'border-red-300 border-l-red-700 bg-red-50 text-red-950',
  cancelled: 'border-gray-300 border-l-gray-600 bg-gray-50 text-gray-900',
  expired: 'border-gray-300 border-l-gray-600 bg-gray-50 text-gray-900',
  attended: 'border-emerald-300 border-l-emerald-700 bg-emerald-50 text-emerald-950',
  no_show: 'border-orange-300 border-l-orange-700 bg-orange-50 text-orange-950',
};

/** Greyed, striped: time nobody can be booked (closed, lunch, not working, an absence). */
const STRIPES =
  'bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(0_0_0/0.05)_6px_12px)] bg-gray-100';

/** What makes a block or a cell one stop of the grid's arrow-key navigation. */
interface FocusProps {
  'data-agenda-key': string;
  tabIndex: number;
  onFocus: () => void;
}

interface Focusable {
  key: string;
  column: number;
  start: number;
}

export interface AgendaGridProps {
  agenda: Agenda;
  columns: readonly GridColumn[];
  items: Map<string, AgendaItem[]>;
  range: Interval;
  /** 'by-resource': a column says whose it is; 'by-day': a column is a day and each block says whose. */
  layout: 'by-resource' | 'by-day';
  now: Date;
  /** What the grid is, for screen readers ("Agenda du lundi 12 janvier"). */
  label: string;
  /** The bookings' status badge, composed in by the page (a feature does not import another). */
  renderStatus: (status: BookingStatus) => ReactNode;
  onOpenBooking: (booking: BookingView) => void;
  onOpenAbsence: (absence: Absence) => void;
  /** A free place, or a client's pose (then `employeeId` is whose pose it is). */
  onBlock: (column: GridColumn, cell: FreeCell, employeeId?: string) => void;
  /** Whether a booking may be dragged elsewhere (the salon may move it). */
  canDrag?: (booking: BookingView) => boolean;
  /** A booking dropped on a free place: the keyboard's way is the booking's "Déplacer" dialog. */
  onDropBooking?: (bookingId: string, column: GridColumn, cell: FreeCell) => void;
}

/** What a dragged block carries: the booking's id, under a type of our own. */
const DRAGGED_BOOKING = 'application/x-rendezvous-booking';

/**
 * The time grid: rows are half hours of the opening hours, columns are people (or days). Bookings and
 * absences are buttons placed by time; free half hours are buttons that open a new appointment there
 * (or a block of time). One tab stop: the arrow keys move between blocks and cells (up and down in a
 * column, left and right to the nearest time of the next column), Home and End to a column's first
 * and last.
 */
export function AgendaGrid(props: AgendaGridProps) {
  const { agenda, columns, items, range, layout, now, label } = props;
  const hintId = useId();
  const headerId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const today = nowIn(agenda.timeZone, now);
  const rows = rowsOf(range);
  const height = rows.length * ROW_PX;

  // A past pose stays a plain part of its booking's block: nothing can be added to it any more.
  const isOver = (column: GridColumn, pose: Interval) =>
    (fromWallClock(column.date, pose.end, agenda.timeZone)?.getTime() ?? 0) <= now.getTime();
  const cellsByColumn = new Map(
    columns.map((column) => [
      column.key,
      freeCellsOf(agenda, column, items.get(column.key) ?? [], range, now),
    ]),
  );
  // Every button of the grid in reading order: column by column, then by time.
  const focusables: Focusable[] = columns.flatMap((column, index) =>
    [
      ...(items.get(column.key) ?? []).flatMap((item) => [
        { key: item.key, column: index, start: item.start },
        ...(item.kind === 'booking' && item.pose && !isOver(column, item.pose)
          ? [{ key: poseKey(item), column: index, start: item.pose.start }]
          : []),
      ]),
      ...(cellsByColumn.get(column.key) ?? []).map((cell) => ({
        key: cellKey(column, cell),
        column: index,
        start: cell.start,
      })),
    ].sort((a, b) => a.start - b.start),
  );
  const tabStop = focusables.some((entry) => entry.key === active) ? active : (focusables[0]?.key ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = (event.target as HTMLElement).dataset.agendaKey;
    const current = focusables.find((entry) => entry.key === key);
    if (!current) return;
    const next = neighbour(focusables, current, event.key, columns.length);
    if (!next) return;
    event.preventDefault();
    container.current?.querySelector<HTMLElement>(`[data-agenda-key="${CSS.escape(next.key)}"]`)?.focus();
  };

  const focusProps = (key: string): FocusProps => ({
    'data-agenda-key': key,
    tabIndex: key === tabStop ? 0 : -1,
    onFocus: () => setActive(key),
  });

  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <p id={hintId} className="sr-only">
        Flèches : se déplacer entre les rendez-vous et les créneaux. Entrée : ouvrir.
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a grid of buttons, not a form's fieldset */}
      <div
        ref={container}
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        className="min-w-fit"
      >
        <div className="flex border-b bg-muted/50">
          <div className="w-14 shrink-0" />
          {columns.map((column, index) => (
            <ColumnHeader
              key={column.key}
              id={`${headerId}-${index}`}
              column={column}
              layout={layout}
              isToday={column.date === today.date}
            />
          ))}
        </div>
        <div className="flex">
          <div aria-hidden="true" className="relative w-14 shrink-0" style={{ height }}>
            {rows
              .filter((minute) => minute % 60 === 0)
              .map((minute) => (
                <span
                  key={minute}
                  className="absolute right-2 -translate-y-1/2 text-xs text-muted-foreground first:translate-y-0"
                  style={{ top: (minute - range.start) * PX_PER_MINUTE }}
                >
                  {timeOf(minute)}
                </span>
              ))}
          </div>
          {columns.map((column, index) => {
            const columnItems = items.get(column.key) ?? [];
            const cells = cellsByColumn.get(column.key) ?? [];
            const off = offTimeOf(workingTimeOf(agenda, column), range);
            const who = layout === 'by-day' && !column.resource ? null : (column.resource?.label ?? null);
            return (
              // biome-ignore lint/a11y/useSemanticElements: a column of the grid, not a form's fieldset
              <div
                key={column.key}
                role="group"
                aria-labelledby={`${headerId}-${index}`}
                // Seven columns fit beside the menu at 1280 px; more scroll inside the grid, not the page.
                className="relative min-w-[7.5rem] flex-1 border-l"
                style={{
                  height,
                  // The half-hour lines, drawn once rather than one element per row.
                  backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${ROW_PX - 1}px, var(--color-border) ${ROW_PX - 1}px ${ROW_PX}px)`,
                }}
              >
                {off.map((part) => (
                  <div
                    key={part.start}
                    aria-hidden="true"
                    className={cn('absolute inset-x-0', STRIPES)}
                    style={position(part, range)}
                  />
                ))}
                {/* In time order, as a screen reader goes through them. */}
                {[
                  ...cells.map((cell) => ({ start: cell.start, cell, item: null })),
                  ...columnItems.map((item) => ({ start: item.start, cell: null, item })),
                ]
                  .sort((a, b) => a.start - b.start)
                  .map(({ cell, item }) => {
                    if (item) {
                      const pose = item.kind === 'booking' ? item.pose : null;
                      return (
                        <Fragment key={item.key}>
                          <ItemBlock
                            item={item}
                            agenda={agenda}
                            range={range}
                            showWhom={layout === 'by-day' && !column.resource}
                            focus={focusProps(item.key)}
                            renderStatus={props.renderStatus}
                            draggable={item.kind === 'booking' && Boolean(props.canDrag?.(item.booking))}
                            onOpen={() =>
                              item.kind === 'booking'
                                ? props.onOpenBooking(item.booking)
                                : props.onOpenAbsence(item.absence)
                            }
                          />
                          {pose && item.kind === 'booking' && (
                            <PoseMark
                              pose={pose}
                              lane={item}
                              range={range}
                              whom={
                                item.part
                                  ? partEmployeeLabel(agenda, item.part.employeeId)
                                  : (item.booking.employee?.firstName ?? null)
                              }
                              open={
                                isOver(column, pose)
                                  ? null
                                  : {
                                      focus: focusProps(poseKey(item)),
                                      onOpen: () =>
                                        props.onBlock(
                                          column,
                                          pose,
                                          (item.part ? item.part.employeeId : item.booking.employee?.id) ??
                                            undefined,
                                        ),
                                    }
                              }
                            />
                          )}
                        </Fragment>
                      );
                    }
                    if (!cell) return null;
                    const key = cellKey(column, cell);
                    return (
                      <button
                        key={key}
                        type="button"
                        {...focusProps(key)}
                        aria-label={cellName(cell, who)}
                        onClick={() => props.onBlock(column, cell)}
                        onDragOver={(event) => {
                          if (!event.dataTransfer.types.includes(DRAGGED_BOOKING)) return;
                          event.preventDefault();
                          event.dataTransfer.dropEffect = 'move';
                          setDropTarget(key);
                        }}
                        onDragLeave={() => setDropTarget((current) => (current === key ? null : current))}
                        onDrop={(event) => {
                          const bookingId = event.dataTransfer.getData(DRAGGED_BOOKING);
                          setDropTarget(null);
                          if (!bookingId) return;
                          event.preventDefault();
                          props.onDropBooking?.(bookingId, column, cell);
                        }}
                        className={cn(
                          'group absolute inset-x-0 flex items-center justify-center hover:bg-primary-soft/60 focus-visible:bg-primary-soft/60',
                          dropTarget === key && 'bg-primary-soft ring-2 ring-primary ring-inset',
                        )}
                        style={position(cell, range)}
                      >
                        <Plus
                          aria-hidden="true"
                          className="size-4 text-primary opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
                        />
                      </button>
                    );
                  })}
                {column.date === today.date && today.minutes >= range.start && today.minutes < range.end && (
                  <div
                    aria-hidden="true"
                    data-testid="now-line"
                    className="pointer-events-none absolute inset-x-0 z-20 h-0.5 bg-red-600 before:absolute before:-top-1 before:-left-1 before:size-2.5 before:rounded-full before:bg-red-600"
                    style={{ top: (today.minutes - range.start) * PX_PER_MINUTE }}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const cellKey = (column: GridColumn, cell: FreeCell) => `cell/${column.key}/${cell.start}`;

const poseKey = (item: AgendaItem) => `pose/${item.key}`;

/** Who performs one service of a visit, as the blocks name people. */
const partEmployeeLabel = (agenda: Agenda, employeeId: string | null) => {
  const employee = agenda.employees.find((candidate) => candidate.id === employeeId);
  return employee ? firstNameOf(employee.fullName) : UNASSIGNED_LABEL;
};

const position = (part: Interval, range: Interval) => ({
  top: (part.start - range.start) * PX_PER_MINUTE,
  height: (part.end - part.start) * PX_PER_MINUTE,
});

/** Where an arrow key (or Home, End) goes from `current`; undefined when nowhere. */
function neighbour(
  focusables: readonly Focusable[],
  current: Focusable,
  key: string,
  columnCount: number,
): Focusable | undefined {
  const inColumn = (column: number) => focusables.filter((entry) => entry.column === column);
  const mine = inColumn(current.column);
  const index = mine.findIndex((entry) => entry.key === current.key);
  switch (key) {
    case 'ArrowDown':
      return mine[index + 1];
    case 'ArrowUp':
      return index > 0 ? mine[index - 1] : undefined;
    case 'Home':
      return mine[0];
    case 'End':
      return mine.at(-1);
    case 'ArrowRight':
    case 'ArrowLeft': {
      const step = key === 'ArrowRight' ? 1 : -1;
      for (let column = current.column + step; column >= 0 && column < columnCount; column += step) {
        const there = inColumn(column);
        if (there.length === 0) continue;
        return there.reduce((best, entry) =>
          Math.abs(entry.start - current.start) < Math.abs(best.start - current.start) ? entry : best,
        );
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

function ColumnHeader({
  id,
  column,
  layout,
  isToday,
}: {
  id: string;
  column: GridColumn;
  layout: 'by-resource' | 'by-day';
  isToday: boolean;
}) {
  const base = cn(
    'relative flex min-w-[7.5rem] flex-1 items-center gap-2 border-l px-2 py-2 text-sm',
    layout === 'by-day' && 'justify-center',
  );
  if (layout === 'by-day') {
    return (
      <div id={id} className={cn(base, isToday && 'font-semibold text-primary')}>
        {/* Short on screen ("Mer. 25 nov."), whole for screen readers ("mercredi 25 novembre"). */}
        <span aria-hidden="true" className="whitespace-nowrap">
          {capitalized(dayLabel(column.date, { weekday: 'short', month: 'short' }))}
        </span>
        <span className="sr-only">
          {dayLabel(column.date)}
          {isToday && " (aujourd'hui)"}
        </span>
      </div>
    );
  }
  const resource = column.resource;
  const employee = resource?.employee;
  return (
    <div id={id} className={base}>
      {employee ? (
        <UserAvatar name={employee.fullName} url={employee.avatarUrl} className="size-7" />
      ) : resource?.key === 'salon' ? (
        <Store className="size-5 text-muted-foreground" aria-hidden="true" />
      ) : (
        <UserX className="size-5 text-muted-foreground" aria-hidden="true" />
      )}
      <span className="min-w-0">
        <span className="block truncate font-medium">{resource?.label}</span>
        {employee?.position && (
          <span className="block truncate text-xs text-muted-foreground">{employee.position}</span>
        )}
      </span>
    </div>
  );
}

/**
 * A client's pose over their booking's block, hatched and marked "Pose": a button that adds an
 * appointment for the same person then, or a plain mark once it is over.
 */
function PoseMark({
  pose,
  lane,
  range,
  whom,
  open,
}: {
  pose: Interval;
  lane: { lane: number; lanes: number };
  range: Interval;
  whom: string | null;
  open: { focus: FocusProps; onOpen: () => void } | null;
}) {
  const className = cn(
    'absolute z-20 flex items-center justify-center rounded-sm border border-dashed border-gray-500 text-xs font-medium text-gray-800',
    STRIPES,
  );
  const style = {
    ...position(pose, range),
    left: `calc(${(lane.lane / lane.lanes) * 100}% + 10px)`,
    width: `calc(${100 / lane.lanes}% - 14px)`,
  };
  const mark = <span className="rounded bg-white/90 px-1">{POSE_MARK}</span>;
  if (!open) {
    return (
      <div aria-hidden="true" className={cn(className, 'pointer-events-none')} style={style}>
        {mark}
      </div>
    );
  }
  const name = poseName(pose, whom);
  return (
    <button
      type="button"
      {...open.focus}
      aria-label={name}
      title={name}
      onClick={open.onOpen}
      className={cn(
        className,
        'hover:ring-2 hover:ring-primary focus-visible:ring-2 focus-visible:ring-primary',
      )}
      style={style}
    >
      {mark}
    </button>
  );
}

function ItemBlock({
  item,
  agenda,
  range,
  showWhom,
  focus,
  renderStatus,
  draggable,
  onOpen,
}: {
  item: AgendaItem;
  agenda: Agenda;
  range: Interval;
  showWhom: boolean;
  focus: FocusProps;
  renderStatus: (status: BookingStatus) => ReactNode;
  draggable: boolean;
  onOpen: () => void;
}) {
  const zone = agenda.timeZone;
  const whom =
    item.kind === 'booking'
      ? item.part
        ? partEmployeeLabel(agenda, item.part.employeeId)
        : employeeLabelOf(item.booking)
      : firstNameOf(
          agenda.employees.find((employee) => employee.id === item.absence.employeeId)?.fullName ?? '',
        );
  const name = itemName(item, zone, showWhom ? whom : null);
  const { top, height } = position(item, range);
  const style = {
    top: top + 1,
    height: Math.max(height - 2, 14),
    left: `calc(${(item.lane / item.lanes) * 100}% + 2px)`,
    width: `calc(${100 / item.lanes}% - 4px)`,
  };
  // What fits: a bold first line (the time), then as many details as the height allows. In the
  // week's narrow day columns the time is the start alone (the height shows the length); when short,
  // the first detail joins the time, unless the lane is too narrow for both.
  const room = Math.max(1, Math.floor((height - 6) / 16)) - 1;
  const narrow = item.lanes > 1;
  const client = item.kind === 'booking' ? bookingClientName(item.booking) : '';
  const allergies = item.kind === 'booking' ? (item.booking.clientFile?.allergies ?? '') : '';
  const span =
    item.kind === 'booking' && !item.part ? bookingSpan(item.booking, zone) : spanLabel(item.start, item.end);
  const time = showWhom ? span.slice(0, 5) : span;
  const what =
    item.kind === 'booking'
      ? [serviceOf(item), client]
      : [
          `${ABSENCE_KIND_LABELS[item.absence.kind]}${item.absence.reason ? ` : ${item.absence.reason}` : ''}`,
        ];
  const details = showWhom ? [whom, ...what] : what;
  const joined = !narrow && room < details.length;
  const head = joined ? `${time} · ${details[0]}` : time;
  const rest = (joined ? details.slice(1) : details).slice(0, room);
  const badge = item.kind === 'booking' && !narrow && room > rest.length + 1;
  return (
    <button
      type="button"
      {...focus}
      aria-label={name}
      title={name}
      onClick={onOpen}
      draggable={draggable}
      onDragStart={(event) => {
        if (item.kind !== 'booking') return;
        event.dataTransfer.setData(DRAGGED_BOOKING, item.booking.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      className={cn(
        'absolute z-10 flex flex-col overflow-hidden rounded-md border border-l-4 px-1.5 py-0.5 text-left text-xs leading-4 shadow-sm hover:shadow-md',
        item.kind === 'booking'
          ? BLOCK_TINT[item.booking.status]
          : cn(STRIPES, 'border-gray-300 border-l-gray-500 text-gray-800'),
      )}
      style={style}
    >
      {/* The spaces keep the words apart for whoever reads the text without its layout. */}
      <span className="truncate font-semibold">{head}</span>{' '}
      {allergies && <AllergyBadge allergies={allergies} compact />}
      {rest.map((line) => (
        <Fragment key={line}>
          <span className="truncate">{line}</span>{' '}
        </Fragment>
      ))}
      {badge && <span className="mt-0.5">{renderStatus(item.booking.status)}</span>}
    </button>
  );
}
