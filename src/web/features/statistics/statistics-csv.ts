import type { SalonStatistics } from '@/shared/api-types';
import { BOOKING_STATUS_LABELS } from '@/shared/booking-status';
import { BOOKING_ORIGIN_LABELS } from '@/shared/clients';
import { HEAT_MAP_DAYS, rateOf } from '@/shared/statistics';

/** A cell as a spreadsheet reads it: quoted, and never a formula (a leading = + - @ is escaped). */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * "Exporter (CSV)": every figure of the page, one section per block, each line "figure; période;
 * période précédente", separated by semicolons as a French spreadsheet expects, with a BOM.
 */
export function statisticsCsv(stats: SalonStatistics, salonLabel: string): string {
  const lines: (string | number)[][] = [
    ['Statistiques', salonLabel],
    ['Période', `${stats.from} au ${stats.to}`, `${stats.previousFrom} au ${stats.previousTo}`],
    [],
    ['Indicateur', 'Période', 'Période précédente'],
    ["Chiffre d'affaires (DT)", stats.revenue.current, stats.revenue.previous],
    ['Rendez-vous', stats.bookings.current, stats.bookings.previous],
    ...stats.bookings.byStatus.map((row) => [
      `Rendez-vous : ${BOOKING_STATUS_LABELS[row.status]}`,
      row.current,
      row.previous,
    ]),
    ...stats.bookings.byOrigin.map((row) => [
      `Origine : ${BOOKING_ORIGIN_LABELS[row.origin]}`,
      row.current,
      row.previous,
    ]),
    [
      "Taux d'absence (%)",
      rateOf(stats.noShows.noShows.current, stats.noShows.recorded.current) ?? '',
      rateOf(stats.noShows.noShows.previous, stats.noShows.recorded.previous) ?? '',
    ],
    ['Nouveaux clients', stats.clients.newClients.current, stats.clients.newClients.previous],
    [
      'Clients fidèles (visites)',
      stats.clients.returningVisits.current,
      stats.clients.returningVisits.previous,
    ],
    [],
    ['Employé', 'Salon', "Taux d'occupation (%)", 'Minutes réservées', 'Minutes de travail'],
    ...stats.occupancy.map((row) => [
      row.fullName,
      row.salonName,
      rateOf(row.bookedMinutes.current, row.workingMinutes.current) ?? '',
      row.bookedMinutes.current,
      row.workingMinutes.current,
    ]),
    [],
    ['Prestation', 'Rendez-vous', 'Période précédente', 'Montant (DT)'],
    ...stats.topServices.map((row) => [row.name, row.count.current, row.count.previous, row.revenue]),
    [],
    ["Chiffre d'affaires", 'Début', 'Montant (DT)'],
    ...stats.revenue.bars.map((bar) => ['', bar.start, bar.amount]),
    [],
    ['Jour', 'Heure', 'Rendez-vous'],
    ...stats.busyHours.map((cellValue) => [
      HEAT_MAP_DAYS[cellValue.weekday - 1] ?? '',
      `${cellValue.hour} h`,
      cellValue.count,
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}
