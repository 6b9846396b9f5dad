import { ArrowDownRight, ArrowRight, ArrowUpRight, Download } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Compared, SalonStatistics } from '@/shared/api-types';
import { BOOKING_STATUS_LABELS } from '@/shared/booking-status';
import { BOOKING_ORIGIN_LABELS } from '@/shared/clients';
import { formatCalendarDay, formatPrice } from '@/shared/format';
import {
  changeOf,
  HEAT_MAP_DAYS,
  rateOf,
  STATISTICS_PERIOD_LABELS,
  STATISTICS_PERIODS,
  STATISTICS_UNIT_LABELS,
  type StatisticsPeriod,
} from '@/shared/statistics';
import { DATE_PATTERN } from '@/shared/time-zone';
import { PageHeader } from '@/web/components/layout/page-header';
import { EmptyState, QueryState } from '@/web/components/query-state';
import { SalonOptions } from '@/web/components/salon-options';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useStatistics } from '@/web/features/statistics/api/statistics';
import { BarChart } from '@/web/features/statistics/components/bar-chart';
import { statisticsCsv } from '@/web/features/statistics/statistics-csv';
import { useMySalons } from '@/web/features/workspace/api/workspace';
import { withSearchChanges } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';
import { cn } from '@/web/lib/utils';

const ALL = '';
const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const percent = (value: number | null) => (value === null ? '–' : `${value} %`);

/** A bar's label: "3 mars", "sem. 3 mars", "mars 26". */
function barLabel(start: string, unit: SalonStatistics['unit']): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (unit === 'month') return monthFormat.format(date);
  return unit === 'week' ? `sem. ${dayFormat.format(date)}` : dayFormat.format(date);
}

/**
 * "Statistiques" (decision 076): the owner's figures for one salon or all of them over a period,
 * each beside the period before it. The charts' code (uPlot) loads with this page only; every chart
 * has its figures as a table for screen readers, and "Exporter (CSV)" gives them all.
 */
export function Component() {
  usePageTitle('Statistiques');
  const salons = useMySalons();
  const [params, setParams] = useSearchParams();
  const asked = params.get('periode') as StatisticsPeriod | null;
  const period: StatisticsPeriod = asked && STATISTICS_PERIODS.includes(asked) ? asked : '30d';
  const salonId = params.get('salon') ?? ALL;
  const from = params.get('du') ?? '';
  const to = params.get('au') ?? '';
  const custom = period === 'custom' && DATE_PATTERN.test(from) && DATE_PATTERN.test(to);
  const query = {
    ...(salonId ? { salonId } : {}),
    period,
    ...(period === 'custom' ? { from, to } : {}),
  };
  const statistics = useStatistics(query, period !== 'custom' || custom);
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => withSearchChanges(current, changes), { replace: true });
  const mySalons = salons.data?.items ?? [];
  const salonLabel = mySalons.find((salon) => salon.id === salonId)?.name ?? 'Tous mes salons';

  return (
    <>
      <PageHeader title="Statistiques" description="Vos chiffres, comparés à la période précédente.">
        {statistics.data && (
          <Button variant="outline" onClick={() => download(statistics.data, salonLabel)}>
            <Download className="size-4" aria-hidden="true" />
            Exporter (CSV)
          </Button>
        )}
      </PageHeader>
      <div className="mb-6 grid gap-3">
        <div className="flex flex-wrap items-end gap-3">
          {mySalons.length > 1 && (
            <div className="w-full sm:w-72">
              <FormField id="statistics-salon" label="Établissement">
                <NativeSelect
                  value={salonId}
                  onChange={(event) => set({ salon: event.target.value || null })}
                >
                  <SalonOptions salons={mySalons} allValue={ALL} />
                </NativeSelect>
              </FormField>
            </div>
          )}
          {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not a form's fieldset */}
          <div role="group" aria-label="Période" className="inline-flex flex-wrap rounded-md bg-muted p-1">
            {STATISTICS_PERIODS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={period === option}
                onClick={() => set({ periode: option === '30d' ? null : option })}
                className={cn(
                  'rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground',
                  period === option && 'bg-background text-foreground shadow-sm',
                )}
              >
                {STATISTICS_PERIOD_LABELS[option]}
              </button>
            ))}
          </div>
        </div>
        {period === 'custom' && <ChosenDates from={from} to={to} onChange={(du, au) => set({ du, au })} />}
      </div>
      {period === 'custom' && !custom ? (
        <EmptyState>Choisissez la date de début et la date de fin.</EmptyState>
      ) : (
        <QueryState query={statistics} error="Impossible de charger vos statistiques.">
          {(data) => (
            <div
              aria-busy={statistics.isPlaceholderData}
              className={cn(statistics.isPlaceholderData && 'opacity-60')}
            >
              <Figures stats={data} />
            </div>
          )}
        </QueryState>
      )}
    </>
  );
}

function download(stats: SalonStatistics, salonLabel: string) {
  const blob = new Blob([statisticsCsv(stats, salonLabel)], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `statistiques-${stats.from}-${stats.to}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

function ChosenDates({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  const [start, setStart] = useState(from);
  const [end, setEnd] = useState(to);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(start, end);
      }}
    >
      <FormField id="statistics-from" label="Début">
        <Input type="date" value={start} onChange={(event) => setStart(event.target.value)} />
      </FormField>
      <FormField id="statistics-to" label="Fin">
        <Input
          type="date"
          value={end}
          min={start || undefined}
          onChange={(event) => setEnd(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={!start || !end || end < start}>
        Afficher
      </Button>
    </form>
  );
}

/** "+12 %" with an arrow up, "−5 %" down, "=" flat; nothing to compare with: "nouveau". */
function Change({ value }: { value: Compared<number> }) {
  const change = changeOf(value.current, value.previous);
  if (change === null)
    return (
      <span className="text-xs text-muted-foreground">
        {value.current > 0 ? 'pas de période précédente' : ''}
      </span>
    );
  const Arrow = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : ArrowRight;
  const words = change > 0 ? `en hausse de ${change} %` : change < 0 ? `en baisse de ${-change} %` : 'stable';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-semibold',
        change > 0 ? 'text-emerald-700' : change < 0 ? 'text-red-700' : 'text-muted-foreground',
      )}
    >
      <Arrow className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{change > 0 ? `+${change} %` : `${change} %`}</span>
      <span className="sr-only">{words} par rapport à la période précédente</span>
    </span>
  );
}

function Tile({
  title,
  value,
  change,
  note,
}: {
  title: string;
  value: string;
  change: Compared<number>;
  note?: string;
}) {
  return (
    <Card>
      <CardHeader className="gap-1">
        <p className="text-sm text-muted-foreground">{title}</p>
        <p className="text-2xl font-bold">{value}</p>
        <Change value={change} />
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </CardHeader>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // min-w-0: a grid item is as wide as its content by default; the heat map scrolls inside instead.
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">{children}</CardContent>
    </Card>
  );
}

/** A chart's figures, for screen readers. */
function SrTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    // The box hides it: a table ignores the 1 px width sr-only gives it, and would widen the page.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={head[index]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={head[index]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const money = (value: string) => Number(value);

function Figures({ stats }: { stats: SalonStatistics }) {
  const noShowRate = (side: 'current' | 'previous') =>
    rateOf(stats.noShows.noShows[side], stats.noShows.recorded[side]);
  const bars = useMemo(
    () => ({
      labels: stats.revenue.bars.map((bar) => barLabel(bar.start, stats.unit)),
      values: stats.revenue.bars.map((bar) => money(bar.amount)),
    }),
    [stats],
  );
  const occupancy = useMemo(
    () =>
      stats.occupancy.map((row) => ({
        ...row,
        rate: rateOf(row.bookedMinutes.current, row.workingMinutes.current),
        previousRate: rateOf(row.bookedMinutes.previous, row.workingMinutes.previous),
      })),
    [stats],
  );
  const occupancyChart = useMemo(
    () => ({
      labels: occupancy.map((row) => row.fullName.split(' ')[0] ?? row.fullName),
      values: occupancy.map((row) => row.rate ?? 0),
    }),
    [occupancy],
  );
  const formatMoney = useMemo(() => (value: number) => formatPrice(Math.round(value)), []);
  const formatPercent = useMemo(() => (value: number) => `${Math.round(value)} %`, []);
  const peak = Math.max(1, ...stats.busyHours.map((cell) => cell.count));
  const hours = [...new Set(stats.busyHours.map((cell) => cell.hour))].sort((a, b) => a - b);
  const hourRange =
    hours.length === 0
      ? []
      : Array.from({ length: (hours.at(-1) ?? 0) - (hours[0] ?? 0) + 1 }, (_, i) => (hours[0] ?? 0) + i);
  const countAt = (weekday: number, hour: number) =>
    stats.busyHours.find((cell) => cell.weekday === weekday && cell.hour === hour)?.count ?? 0;

  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm text-muted-foreground">
        Du {formatCalendarDay(stats.from)} au {formatCalendarDay(stats.to)}, comparé au{' '}
        {formatCalendarDay(stats.previousFrom)} – {formatCalendarDay(stats.previousTo)}.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Tile
          title="Chiffre d'affaires"
          value={formatPrice(stats.revenue.current)}
          change={{ current: money(stats.revenue.current), previous: money(stats.revenue.previous) }}
          note="Rendez-vous honorés"
        />
        <Tile title="Rendez-vous" value={String(stats.bookings.current)} change={stats.bookings} />
        <Tile
          title="Taux d'absence"
          value={percent(noShowRate('current'))}
          change={{ current: noShowRate('current') ?? 0, previous: noShowRate('previous') ?? 0 }}
          note={`${stats.noShows.noShows.current} sur ${stats.noShows.recorded.current} rendez-vous marqués`}
        />
        <Tile
          title="Nouveaux clients"
          value={String(stats.clients.newClients.current)}
          change={stats.clients.newClients}
          note={`Clients fidèles : ${stats.clients.returningVisits.current} visites de clients déjà venus`}
        />
      </div>

      <Section title={`Chiffre d'affaires ${STATISTICS_UNIT_LABELS[stats.unit]}`}>
        <BarChart labels={bars.labels} values={bars.values} format={formatMoney} />
        <SrTable
          caption={`Chiffre d'affaires ${STATISTICS_UNIT_LABELS[stats.unit]}`}
          head={['Période', 'Montant']}
          rows={stats.revenue.bars.map((bar) => [barLabel(bar.start, stats.unit), formatPrice(bar.amount)])}
        />
      </Section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Rendez-vous par statut et par origine">
          <table className="w-full text-sm">
            <caption className="sr-only">Rendez-vous par statut et par origine</caption>
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1 font-medium">
                  Statut ou origine
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Nombre
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Évolution
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.bookings.byStatus.map((row) => (
                <CountRow key={row.status} label={BOOKING_STATUS_LABELS[row.status]} row={row} />
              ))}
              {stats.bookings.byOrigin.map((row) => (
                <CountRow key={row.origin} label={BOOKING_ORIGIN_LABELS[row.origin]} row={row} />
              ))}
            </tbody>
          </table>
        </Section>
        <Section title="Prestations les plus demandées">
          {stats.topServices.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucun rendez-vous sur cette période.</p>
          ) : (
            <ol className="grid gap-1.5 text-sm">
              {stats.topServices.map((service) => (
                <li
                  key={service.name}
                  className="flex flex-wrap items-center justify-between gap-2 border-t pt-1.5"
                >
                  <span className="font-medium">{service.name}</span>
                  <span className="flex items-center gap-2">
                    {service.count.current} rendez-vous · {formatPrice(service.revenue)}
                    <Change value={service.count} />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>

      <Section title="Taux d'occupation par employé">
        {occupancy.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun employé dans ce salon.</p>
        ) : (
          <>
            <BarChart
              labels={occupancyChart.labels}
              values={occupancyChart.values}
              format={formatPercent}
              horizontal
              max={100}
            />
            <p className="text-xs text-muted-foreground">
              Minutes réservées sur minutes de travail (horaires, moins les absences).
            </p>
            <SrTable
              caption="Taux d'occupation par employé"
              head={[
                'Employé',
                'Occupation',
                'Période précédente',
                'Minutes réservées',
                'Minutes de travail',
              ]}
              rows={occupancy.map((row) => [
                `${row.fullName} (${row.salonName})`,
                percent(row.rate),
                percent(row.previousRate),
                row.bookedMinutes.current,
                row.workingMinutes.current,
              ])}
            />
          </>
        )}
      </Section>

      <Section title="Heures les plus chargées">
        {hourRange.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun rendez-vous sur cette période.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-separate border-spacing-0.5 text-xs">
              <caption className="sr-only">Rendez-vous par jour de la semaine et par heure de début</caption>
              <thead>
                <tr>
                  <td />
                  {hourRange.map((hour) => (
                    <th key={hour} scope="col" className="font-normal text-muted-foreground">
                      {hour}h
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {HEAT_MAP_DAYS.map((day, index) => (
                  <tr key={day}>
                    <th scope="row" className="pr-1 text-left font-normal text-muted-foreground">
                      <abbr title={day} className="no-underline">
                        {day.slice(0, 3)}
                      </abbr>
                    </th>
                    {hourRange.map((hour) => {
                      const count = countAt(index + 1, hour);
                      return (
                        <td
                          key={hour}
                          className="h-7 min-w-6 rounded-sm text-center tabular-nums"
                          style={{
                            background:
                              count === 0
                                ? 'var(--color-muted)'
                                : `color-mix(in srgb, var(--color-primary) ${Math.round(15 + (85 * count) / peak)}%, white)`,
                            color: count / peak > 0.55 ? '#fff' : 'inherit',
                          }}
                        >
                          {count || ''}
                          <span className="sr-only">{count === 0 ? 'aucun' : ''}</span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  );
}

/** One line of a count table: what is counted, this period's number, and its change. */
function CountRow({ label, row }: { label: string; row: Compared<number> }) {
  return (
    <tr className="border-t">
      <th scope="row" className="py-1.5 text-left font-normal">
        {label}
      </th>
      <td className="py-1.5 text-right">{row.current}</td>
      <td className="py-1.5 text-right">
        <Change value={row} />
      </td>
    </tr>
  );
}
