// `npm run test:dates`: the date-sensitive suites run again with the whole process's clock set to dates
// chosen for what goes wrong on them (decision 079): the eve of a holiday, the turn of a month and of
// a year, a leap day, Ramadan, an Aïd still provisional, a Friday, a Sunday, the night Europe changes
// its clocks. libfaketime (Debian's `faketime`) sets the time of Node, of the embedded database and
// of the browser alike; the clock then runs on from that instant. Two dates at a time, one per core.
//
//   npm run test:dates                         every date
//   npm run test:dates -- --at '2027-01-01 00:30'   one instant, Tunis time (as the outside checks do)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MIGRATED_PGLITE_DUMP_VARIABLE,
  writeMigratedPgliteDump,
} from '../src/server/test-support/test-world';
import { fromWallClock, minutesOf } from '../src/shared/time-zone';
import { ensureDebianPackages } from './debian-packages';
import { inTwoLanes, reportAll, type Suite } from './lanes';

/** Tunis wall-clock instants, each with what it is there to catch. */
export const SWEEP_DATES: readonly { at: string; why: string }[] = [
  { at: '2026-12-16 10:00', why: 'la veille du 17 décembre (Fête de la révolution)' },
  { at: '2026-12-31 23:59', why: 'la dernière minute de l’année' },
  { at: '2027-01-01 00:30', why: 'le 1er janvier, jour férié et début de mois' },
  { at: '2027-01-31 18:00', why: 'le dernier jour d’un mois, un dimanche' },
  { at: '2027-02-19 11:00', why: 'un vendredi en Ramadan' },
  { at: '2027-03-01 08:00', why: 'le premier jour d’un mois, un lundi' },
  { at: '2027-03-09 21:00', why: 'la veille de l’Aïd el-Fitr provisoire, le soir' },
  { at: '2027-05-15 12:00', why: 'la veille de l’Aïd el-Idha provisoire, un samedi' },
  { at: '2027-10-31 02:30', why: 'la nuit où l’Europe change d’heure, un dimanche' },
  { at: '2028-02-28 12:00', why: 'le 28 février d’une année bissextile' },
  { at: '2028-02-29 09:00', why: 'le 29 février' },
];

/** The suites whose outcome depends on the date: slots, availability, reminders and expiry, figures, hours, messaging. */
export const DATE_SENSITIVE_SUITES = [
  // The pure rules: slots, visits, pose times, the booking policy, quiet hours, holidays.
  'src/shared',
  // The list's days and the night's roll.
  'src/server/modules/availability',
  // Reminders, expiry, the follow-up SMS, the booking page's calendar, visits over a day.
  'src/server/modules/bookings/booking-day.test.ts',
  'src/server/modules/bookings/booking-messages.test.ts',
  'src/server/modules/bookings/calendar-slots.test.ts',
  'src/server/modules/bookings/slots.test.ts',
  'src/server/modules/bookings/visit-booking.test.ts',
  // Periods, months and "Aujourd'hui".
  'src/server/modules/dashboard',
  // Hours all year: exceptional hours, holidays, Ramadan and Friday hours.
  'src/server/modules/hours',
  // The month's SMS count, link lifetimes.
  'src/server/modules/messaging',
];

const FAKETIME = '/usr/bin/faketime';

/** The instant at which Tunis clocks show `at`. */
function instantOf(at: string): Date {
  const [date = '', time = ''] = at.split(' ');
  const instant = fromWallClock(date, minutesOf(time), 'Africa/Tunis');
  if (!instant) throw new Error(`${at} n'existe pas à Tunis`);
  return instant;
}

/** The same instant in UTC, as a person reads it. */
const utcOf = (at: string) => instantOf(at).toISOString().replace('T', ' ').slice(0, 19);

/**
 * faketime's setting for `at`: an offset from the real time ("+86400s"), not a start ("@…"). With a
 * start, each process a test starts (a Vitest worker, a server, the browser) begins again at that
 * instant when it starts, and their clocks drift apart by their start delays (a second factor's code
 * computed by the test no longer matched the server's); an offset is the same in all of them.
 */
const offsetOf = (at: string) => {
  const seconds = Math.round((instantOf(at).getTime() - Date.now()) / 1000);
  return `${seconds >= 0 ? '+' : ''}${seconds}s`;
};

/** The date-sensitive suites at `at` (Tunis), with the whole process's clock set there. */
export function sweepSuite(at: string, migratedDump: string): Suite {
  return {
    title: `Balayage du calendrier : ${at} à Tunis (${utcOf(at)} UTC)`,
    command: FAKETIME,
    args: ['-f', offsetOf(at), 'npx', 'vitest', 'run', '--project', 'pglite', ...DATE_SENSITIVE_SUITES],
    env: { TZ: 'UTC', [MIGRATED_PGLITE_DUMP_VARIABLE]: migratedDump },
    quiet: true,
  };
}

/**
 * What every date's run needs: libfaketime, and the migrated database they all start from, built
 * once instead of once per date (it holds no date: the migrations run on empty tables).
 */
export async function prepareSweep(): Promise<{ migratedDump: string; remove(): void }> {
  ensureDebianPackages({
    program: FAKETIME,
    packages: 'faketime',
    what: 'libfaketime',
    unable: 'les suites ne peuvent pas tourner à une autre date',
  });
  const world = mkdtempSync(path.join(os.tmpdir(), 'rdv-dates-world-'));
  const remove = () => rmSync(world, { recursive: true, force: true });
  // Gone however the run ends: a failure that exits early, Ctrl-C (rmSync works in an exit handler).
  process.on('exit', remove);
  const migratedDump = path.join(world, 'migrated.tar');
  await writeMigratedPgliteDump(migratedDump);
  return { migratedDump, remove };
}

async function main() {
  const only = process.argv.indexOf('--at');
  const dates = only >= 0 ? [process.argv[only + 1] ?? ''] : SWEEP_DATES.map((date) => date.at);
  const sweep = await prepareSweep();
  const outcomes = await inTwoLanes(
    dates.map((at) => sweepSuite(at, sweep.migratedDump)),
    { keepGoing: true },
  );
  sweep.remove();
  reportAll(outcomes);
  const failed = outcomes.filter((outcome) => !outcome.ok);
  console.log(`\nDates: ${outcomes.length - failed.length} passed, ${failed.length} failed`);
  if (failed.length > 0 || outcomes.length < dates.length) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
