import type { HolidayStatus } from './salon-calendar';

/**
 * Tunisia's public holidays as the platform starts with them (migration 0030 writes these rows;
 * its test keeps both equal). Décret 2021-223: the Revolution is 17 December, and 14 January is no
 * longer a holiday. The Aïds are two days each; the Islamic dates to come are provisional until an
 * admin confirms them (decision 077).
 */
export const TUNISIAN_HOLIDAYS_SEED: readonly {
  name: string;
  startDate: string;
  endDate: string;
  status: HolidayStatus;
}[] = [
  { name: 'Jour de l’an', startDate: '2026-01-01', endDate: '2026-01-01', status: 'confirmed' },
  { name: 'Aïd el-Fitr', startDate: '2026-03-20', endDate: '2026-03-21', status: 'confirmed' },
  { name: 'Fête de l’indépendance', startDate: '2026-03-20', endDate: '2026-03-20', status: 'confirmed' },
  { name: 'Journée des martyrs', startDate: '2026-04-09', endDate: '2026-04-09', status: 'confirmed' },
  { name: 'Fête du travail', startDate: '2026-05-01', endDate: '2026-05-01', status: 'confirmed' },
  { name: 'Aïd el-Idha', startDate: '2026-05-27', endDate: '2026-05-28', status: 'confirmed' },
  { name: 'Ras el-Am el-Hejri', startDate: '2026-06-16', endDate: '2026-06-16', status: 'confirmed' },
  { name: 'Fête de la République', startDate: '2026-07-25', endDate: '2026-07-25', status: 'confirmed' },
  { name: 'Fête de la femme', startDate: '2026-08-13', endDate: '2026-08-13', status: 'confirmed' },
  { name: 'Mouled', startDate: '2026-08-25', endDate: '2026-08-25', status: 'confirmed' },
  { name: 'Fête de l’évacuation', startDate: '2026-10-15', endDate: '2026-10-15', status: 'confirmed' },
  { name: 'Fête de la révolution', startDate: '2026-12-17', endDate: '2026-12-17', status: 'confirmed' },
  { name: 'Jour de l’an', startDate: '2027-01-01', endDate: '2027-01-01', status: 'confirmed' },
  { name: 'Aïd el-Fitr', startDate: '2027-03-10', endDate: '2027-03-11', status: 'provisional' },
  { name: 'Fête de l’indépendance', startDate: '2027-03-20', endDate: '2027-03-20', status: 'confirmed' },
  { name: 'Journée des martyrs', startDate: '2027-04-09', endDate: '2027-04-09', status: 'confirmed' },
  { name: 'Fête du travail', startDate: '2027-05-01', endDate: '2027-05-01', status: 'confirmed' },
  { name: 'Aïd el-Idha', startDate: '2027-05-16', endDate: '2027-05-17', status: 'provisional' },
  { name: 'Ras el-Am el-Hejri', startDate: '2027-06-06', endDate: '2027-06-06', status: 'provisional' },
  { name: 'Fête de la République', startDate: '2027-07-25', endDate: '2027-07-25', status: 'confirmed' },
  { name: 'Fête de la femme', startDate: '2027-08-13', endDate: '2027-08-13', status: 'confirmed' },
  { name: 'Mouled', startDate: '2027-08-15', endDate: '2027-08-15', status: 'provisional' },
  { name: 'Fête de l’évacuation', startDate: '2027-10-15', endDate: '2027-10-15', status: 'confirmed' },
  { name: 'Fête de la révolution', startDate: '2027-12-17', endDate: '2027-12-17', status: 'confirmed' },
];

/** Whether a date falls on one of the holidays the platform starts with. */
export function isSeededHoliday(date: string): boolean {
  return TUNISIAN_HOLIDAYS_SEED.some((holiday) => holiday.startDate <= date && date <= holiday.endDate);
}
