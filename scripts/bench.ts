// `npm run bench`: the figures of the app, in one run on one database of its own (PGlite by default,
// PostgreSQL with DATABASE_URL: a `bench_<random>` database created beside it and dropped after).
//   start    the compiled server (as `npm start` runs it): cold start on the empty database, then
//            restarts (target on PGlite)
//   list     GET /api/salons against a bare node:http server running the same SQL (THE ratio), and
//            the same with the app's list cache bypassed
//   web      first-load gzipped JavaScript per public page (+ Lighthouse with --lighthouse)
//   discovery (PostgreSQL only) the salon list at 10,000 approved salons, uncached: unfiltered, and
//            filtered by availability, city, category and a package's name (p50, p99, ratio to the unfiltered list),
//            and the availability worker's night (every salon rolled onto the new day by the worker's
//            batches, per salon against a whole rebuild)
//   scale    (PostgreSQL, `--salons N`) the public endpoints at 100 and at N approved salons in one
//            run, uncached: each p50 at N is at most 1.5 × its p50 at 100 (decision 056)
//   processes (PostgreSQL only) the uncached salon list served by 1 process, then by 2 sharing the
//            port (WEB_CONCURRENCY), and the ratio
//   clients  the client book: a search at 50,000 clients against 500 (p50 ratio), and a 10,000-row
//            CSV import (issue: ratio at most 1.5, import under 10 s)
//   statistics the owner's statistics page (GET /api/dashboard/statistics, 30 days and 12 months) of
//            a salon with 100,000 past appointments against one with 1,000 (p50 ratio at most 1.5,
//            decision 076)
//   messaging (PostgreSQL only) the SMS and WhatsApp work that runs on every message or every two seconds (the
//            worker's idle poll, sending one, a salon's month count for its cap, a receipt, a short
//            link) with 1,000 messages on the platform against 1,000,000 (p50 ratio at most 1.5,
//            decision 078)
//   booking  slots of a busy day; the same for six employees against one (THE team ratio) and for a
//            3-service visit against one service (docs/decisions/067); the agenda's
//            week of a six-person salon; 50 bookings without contention, 50 clients racing for one slot
// `npm run bench -- --only list,booking --rounds 5 --seconds 8 --lighthouse`. Prints a table, writes
// bench-results/bench-<database>[-<sections>].json, and exits with 1 when a target is missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SALONS_PER_FILE } from '../src/server/seo/sitemap';
import { createBenchDatabase } from './bench/bench-database';
import { type BookingResult, benchBooking } from './bench/booking';
import { benchClients, type ClientsResult, IMPORT_ROWS, LARGE_BOOK, SMALL_BOOK } from './bench/clients';
import { seedDemoData } from './bench/demo-data';
import { benchDiscovery, DISCOVERY_SALONS, type DiscoveryResult } from './bench/discovery';
import { describeMachine, type Machine, machineLine } from './bench/machine';
import {
  benchMessaging,
  LARGE_MESSAGES,
  MESSAGING_WORK,
  type MessagingBenchResult,
  SMALL_MESSAGES,
} from './bench/messaging';
import { benchProcesses, type ProcessesResult } from './bench/processes';
import { benchSalonList, type SalonListResult } from './bench/salon-list';
import { benchScale, SCALE_BASE_SALONS, SCALE_RATIO_TARGET, type ScaleResult } from './bench/scale';
import { ROOT } from './bench/server-process';
import { benchStartup, type StartupResult } from './bench/startup';
import {
  benchStatistics,
  LARGE_HISTORY,
  SMALL_HISTORY,
  type StatisticsBenchResult,
} from './bench/statistics';
import {
  benchWeb,
  JS_BUDGET_KB,
  LCP_TARGET_MS,
  LIGHTHOUSE_TARGET,
  type PageFigures,
  TBT_TARGET_MS,
} from './bench/web';

const SECTIONS = [
  'start',
  'list',
  'web',
  'booking',
  'clients',
  'statistics',
  'messaging',
  'discovery',
  'scale',
  'processes',
] as const;
/** Sections a run without --only includes: `scale` runs when --salons names its size. */
const DEFAULT_SECTIONS = SECTIONS.filter((section) => section !== 'scale');
type Section = (typeof SECTIONS)[number];
const RATIO_TARGET = 0.85;
/** The client search at 50,000 clients takes at most this many times the one at 500 (p50). */
const CLIENT_SEARCH_RATIO_TARGET = 1.5;
const CLIENT_IMPORT_TARGET_MS = 10_000;
/** The statistics page at 100,000 past appointments takes at most this many times the one at 1,000 (p50). */
const STATISTICS_RATIO_TARGET = 1.5;
/** Each piece of messaging work at 1,000,000 messages takes at most this many times the one at 1,000 (p50). */
const MESSAGING_RATIO_TARGET = 1.5;
const SLOTS_TARGET_MS = 5;
/** The slots of a six-person salon's busy day take at most this many times those of a one-person salon. */
const TEAM_SLOTS_RATIO_TARGET = 2;
/** The slots of a 3-service visit in a 6-employee salon, against one service there (docs/decisions/067). */
const VISIT_SLOTS_RATIO_TARGET = 3;
/** The filtered list's first page at 10,000 salons answers within this, median (decision 052). */
const DISCOVERY_P50_TARGET_MS = 100;
/** The availability worker's night at 100,000 salons, one process (docs/decisions/069): a few minutes. */
const NIGHT_TARGET_SECONDS = 300;
/** The night of 100,000 salons at the measured time per salon (one process). */
const nightAt100k = (night: { perSalonMs: number }) => Math.round((night.perSalonMs * 100_000) / 1000);
/** Start to ready of the compiled server on an existing PGlite database (decision 057). */
const STARTUP_TARGET_MS = 2_000;
/**
 * Requests per second of the uncached list with 2 processes against 1 (decision 057). Not 2:
 * on this 2-core machine the load generator and PostgreSQL (which runs each list's queries) take
 * their share of the same cores, so a second worker gets what is left; 1.5 to 1.9 were expected,
 * 1.4 is the floor below which the second process buys too little to be worth it. Measured at
 * 0.9 to 1.1 when it was set (decision 057): PostgreSQL spent about 3 ms of CPU per request against
 * the server's 0.8 to 1, and other sessions loaded the machine, so the database bounded the list.
 */
const PROCESSES_RATIO_TARGET = 1.4;

interface Report {
  takenAt: string;
  machine: Machine;
  options: {
    sections: Section[];
    rounds: number;
    seconds: number;
    connections: number;
    lighthouse: boolean;
    /** The large marketplace of the `scale` section. */
    salons: number;
  };
  startup?: StartupResult;
  demoSeedMs?: number;
  salonList?: SalonListResult;
  web?: PageFigures[];
  booking?: BookingResult;
  clients?: ClientsResult;
  statistics?: StatisticsBenchResult;
  messaging?: MessagingBenchResult;
  discovery?: DiscoveryResult;
  scale?: ScaleResult;
  processes?: ProcessesResult;
  targets: { name: string; value: string; target: string; met: boolean }[];
  durationSeconds: number;
}

function readOptions(): Report['options'] {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      rounds: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '5' },
      lighthouse: { type: 'boolean', default: false },
      salons: { type: 'string' },
    },
  });
  const listed = values.only ? [...new Set(values.only.split(',').map((name) => name.trim()))] : null;
  // `--salons N` alone runs the scale section only; with --only, beside the sections listed.
  const sections =
    values.salons === undefined
      ? (listed ?? [...DEFAULT_SECTIONS])
      : [...new Set([...(listed ?? []), 'scale'])];
  const unknown = sections.filter((name) => !SECTIONS.includes(name as Section));
  if (unknown.length > 0) throw new Error(`--only : ${unknown.join(', ')} inconnu (${SECTIONS.join(', ')}).`);
  const positive = (value: string, name: string) => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} doit être un entier positif.`);
    return parsed;
  };
  return {
    sections: sections as Section[],
    rounds: positive(values.rounds, 'rounds'),
    seconds: positive(values.seconds, 'seconds'),
    connections: 50,
    lighthouse: values.lighthouse,
    salons: values.salons === undefined ? 100_000 : positive(values.salons, 'salons'),
  };
}

const number = (value: number, digits = 1) =>
  value.toLocaleString('fr-FR', { maximumFractionDigits: digits, useGrouping: false });

/** One line per figure: what, how much, the target if any. */
function rows(report: Report): Record<string, { valeur: string; objectif: string }> {
  const table: Record<string, { valeur: string; objectif: string }> = {};
  const add = (label: string, valeur: string, objectif = '') => {
    table[label] = { valeur, objectif };
  };
  const target = (name: string) => {
    const found = report.targets.find((t) => t.name === name);
    return found ? `${found.target} ${found.met ? '✓' : '✗'}` : '';
  };
  const { startup, salonList, web, booking, clients, statistics, messaging, discovery, scale, processes } =
    report;
  if (startup) {
    const processCount = startup.processes > 1 ? `, ${startup.processes} processus` : '';
    add('compilation du serveur (esbuild)', `${number(startup.buildMs / 1000, 2)} s`);
    add(`démarrage à froid (base vide, migrations${processCount})`, `${number(startup.coldMs / 1000, 2)} s`);
    add(
      `redémarrage, serveur compilé (médiane de 3${processCount})`,
      `${number(startup.warmMs / 1000, 2)} s`,
      target('startup'),
    );
  }
  if (report.demoSeedMs !== undefined)
    add('remplissage de la démo', `${number(report.demoSeedMs / 1000, 2)} s`);
  if (salonList) {
    const side = (figures: SalonListResult['app']) =>
      `${number(figures.requestsPerSecond)} req/s, p50 ${number(figures.p50Ms)} ms, p99 ${number(figures.p99Ms)} ms` +
      (figures.cpuMsPerRequest === null ? '' : `, ${number(figures.cpuMsPerRequest, 2)} ms CPU/req`);
    const ratio = ({ requestsPerSecond, cpu }: SalonListResult['ratio']) =>
      `${number(requestsPerSecond, 2)}${cpu === null ? '' : ` (CPU par requête : ${number(cpu, 2)})`}`;
    const bare = report.machine.database.kind === 'pglite' ? 'node:http + PGlite' : 'node:http + pg';
    add(`GET /api/salons, application (${salonList.connections} connexions)`, side(salonList.app));
    add('GET /api/salons, application sans son cache', side(salonList.appUncached));
    add(`GET /api/salons, serveur nu (${bare}, même SQL)`, side(salonList.bare));
    add('rapport application / nu (req/s)', ratio(salonList.ratio), target('ratio'));
    add('rapport sans cache / nu (req/s)', ratio(salonList.uncachedRatio));
  }
  for (const page of web ?? []) {
    add(
      `JS au premier chargement ${page.page}`,
      `${number(page.jsKb)} kB gzip (${page.jsFiles} fichiers)`,
      target(`js ${page.page}`),
    );
    if (page.lighthouse) {
      const lh = page.lighthouse;
      add(`Lighthouse mobile ${page.page}`, `${lh.score} (CLS ${lh.cls})`, target(`lighthouse ${page.page}`));
      add(`  LCP ${page.page}`, `${number(lh.lcpMs / 1000, 2)} s`, target(`lcp ${page.page}`));
      add(`  TBT ${page.page}`, `${lh.tbtMs} ms`, target(`tbt ${page.page}`));
    }
  }
  if (booking) {
    add(
      'créneaux d’un jour chargé',
      `médiane ${number(booking.slots.medianMs, 2)} ms, p99 ${number(booking.slots.p99Ms, 2)} ms`,
      target('slots'),
    );
    const { oneEmployee, sixEmployees, ratio, visit, visitRatio } = booking.teamSlots;
    add(
      'créneaux d’un jour, salon à 1 employé',
      `médiane ${number(oneEmployee.medianMs, 2)} ms, p99 ${number(oneEmployee.p99Ms, 2)} ms`,
    );
    add(
      'créneaux d’un jour, salon à 6 employés',
      `médiane ${number(sixEmployees.medianMs, 2)} ms, p99 ${number(sixEmployees.p99Ms, 2)} ms ` +
        `(${number(ratio, 2)} × la médiane à 1 employé)`,
      target('team slots'),
    );
    add(
      'créneaux d’une visite de 3 prestations, salon à 6 employés',
      `médiane ${number(visit.medianMs, 2)} ms, p99 ${number(visit.p99Ms, 2)} ms ` +
        `(${number(visitRatio, 2)} × la médiane d’une prestation)`,
      target('visit slots'),
    );
    const { agenda } = booking;
    add(
      'agenda, semaine d’un salon à 6 employés',
      agenda
        ? `médiane ${number(agenda.medianMs, 2)} ms, p99 ${number(agenda.p99Ms, 2)} ms ` +
            `(1 requête, ${agenda.bookings} rendez-vous)`
        : 'route absente',
    );
    const spread = booking.withoutContention;
    add(
      '50 réservations, 50 créneaux',
      `${number(spread.perSecond)} réservations/s (${spread.created} créées)`,
    );
    const race = booking.withContention;
    add(
      '50 clients pour un créneau',
      `${race.created} créée, ${race.conflicts} × 409 (${number(race.perSecond)} requêtes/s)`,
      target('race'),
    );
  }
  if (clients) {
    const { search } = clients;
    add(
      `recherche de clients, carnet de ${number(SMALL_BOOK)}`,
      `p50 ${number(search.smallMs, 2)} ms (${search.requests} requêtes)`,
    );
    add(
      `recherche de clients, carnet de ${number(LARGE_BOOK)}`,
      `p50 ${number(search.largeMs, 2)} ms (${number(search.ratio, 2)} × le petit carnet)`,
      target('client search'),
    );
    add(
      `import de ${number(IMPORT_ROWS)} lignes CSV`,
      `${number(clients.importMs / 1000, 2)} s (${clients.imported.created} créées, ${clients.imported.merged} fusionnées, ${clients.imported.refused} refusées)`,
      target('client import'),
    );
  }
  if (statistics) {
    add(
      `statistiques, ${number(LARGE_HISTORY)} rendez-vous passés (construction)`,
      `${number(statistics.buildSeconds)} s`,
    );
    for (const [key, label] of [
      ['month', '30 jours'],
      ['year', '12 mois'],
    ] as const) {
      const figures = statistics[key];
      add(
        `statistiques ${label}, salon de ${number(SMALL_HISTORY)} rendez-vous`,
        `p50 ${number(figures.smallMs, 2)} ms`,
      );
      add(
        `statistiques ${label}, salon de ${number(LARGE_HISTORY)} rendez-vous`,
        `p50 ${number(figures.largeMs, 2)} ms (${number(figures.ratio, 2)} × le petit salon, ${statistics.requests} requêtes)`,
        target(`statistics ${key}`),
      );
    }
  }
  if (messaging) {
    add(
      `messages, ${number(LARGE_MESSAGES)} sur la plateforme (construction)`,
      `${number(messaging.buildSeconds)} s`,
    );
    for (const work of MESSAGING_WORK) {
      const figures = messaging.work[work];
      add(
        `messages : ${work}`,
        `p50 ${number(figures.smallMs, 3)} ms à ${number(SMALL_MESSAGES)}, ${number(figures.largeMs, 3)} ms à ${number(LARGE_MESSAGES)} (${number(figures.ratio, 2)} ×)`,
        target(`messaging ${work}`),
      );
    }
  }
  if (discovery) {
    add(
      `${discovery.salons} salons (PostgreSQL), construction`,
      `${number(discovery.buildSeconds)} s, disponibilités ${number(discovery.availabilitySeconds)} s`,
    );
    const { night } = discovery;
    add(
      'nuit du worker des disponibilités, par salon',
      `${number(night.salons)} salons passés au jour suivant en ${number(night.seconds, 1)} s : ${number(night.rollMs, 2)} ms par salon, reconstruction entière ${number(night.rebuildMs, 2)} ms (${number(night.ratio, 2)} ×) ; 100 000 salons : ${number(night.nightAt100kSeconds)} s`,
      target('night'),
    );
    const { holidays } = discovery;
    add(
      'jours fériés : une date déplacée, le rappel des 7 jours',
      `${number(holidays.salons)} salons : date déplacée en ${number(holidays.moveMs)} ms, rappel en ${number(holidays.remindMs)} ms ; rappel de 100 000 salons : ${number(holidays.remindAt100kSeconds, 1)} s`,
    );
    for (const line of discovery.lines) {
      const ratio = discovery.ratios.find((r) => r.label === line.label);
      add(
        `GET ${line.path} (sans cache)`,
        `p50 ${number(line.p50Ms)} ms, p99 ${number(line.p99Ms)} ms, ${number(line.requestsPerSecond)} req/s` +
          (ratio ? ` (${number(ratio.ratio, 2)} × la liste non filtrée)` : ''),
        ratio ? target(`discovery ${line.label}`) : '',
      );
    }
  }
  if (scale) {
    add(`${scale.largeSalons} salons (PostgreSQL), construction`, `${number(scale.buildSeconds)} s`);
    const figures = (f: ScaleResult['lines'][number]['small']) =>
      `p50 ${number(f.p50Ms, 2)} ms, p95 ${number(f.p95Ms, 2)} ms, p99 ${number(f.p99Ms, 2)} ms, ${number(f.requestsPerSecond)} req/s`;
    const writes = scale.underWrites;
    const figures2 = (f: ScaleResult['underWrites']['cached']) =>
      `p50 ${number(f.p50Ms, 2)} ms, p99 ${number(f.p99Ms, 2)} ms, ${number(f.requestsPerSecond)} req/s`;
    add(`liste à ${scale.largeSalons} salons, avec cache, sans écriture`, figures2(writes.quietCached));
    add(
      `liste à ${scale.largeSalons} salons, avec cache, une écriture toutes les ${writes.writeEveryMs} ms`,
      figures2(writes.cached),
    );
    add(
      `liste à ${scale.largeSalons} salons, sans cache, une écriture toutes les ${writes.writeEveryMs} ms`,
      figures2(writes.uncached),
    );
    for (const line of scale.lines) {
      add(`${line.label}, ${scale.smallSalons} salons`, figures(line.small));
      add(
        `${line.label}, ${scale.largeSalons} salons`,
        `${figures(line.large)} (p50 ${number(line.ratio, 2)} ×, p95 ${number(line.p95Ratio, 2)} × à ${scale.smallSalons})`,
        target(`scale ${line.label}`),
      );
    }
    for (const size of ['small', 'large'] as const) {
      const file = scale.sitemapFile[size];
      add(
        `plan du site, un fichier de salons (${size === 'small' ? scale.smallSalons : scale.largeSalons} salons)`,
        `${file.path} : ${number(file.addresses)} adresses, p50 ${number(file.p50Ms, 2)} ms, p99 ${number(file.p99Ms, 2)} ms (${number((file.p50Ms * 1000) / Math.max(file.addresses, 1), 1)} µs par adresse ; ${number(SALONS_PER_FILE)} au plus)`,
      );
    }
    const { night } = scale;
    add(
      `nuit du worker des disponibilités, ${scale.smallSalons} salons`,
      `${number(night.small.salons)} salons en ${number(night.small.seconds, 1)} s, ${number(night.small.perSalonMs, 2)} ms par salon`,
    );
    add(
      `nuit du worker des disponibilités, ${scale.largeSalons} salons`,
      `${number(night.large.salons)} salons en ${number(night.large.seconds, 1)} s, ${number(night.large.perSalonMs, 2)} ms par salon (${number(night.ratio, 2)} × à ${scale.smallSalons}) ; 100 000 salons : ${number(nightAt100k(night.large))} s`,
      target('scale night'),
    );
  }
  if (processes) {
    const side = (figures: ProcessesResult['one']) =>
      `${number(figures.requestsPerSecond)} req/s, p50 ${number(figures.p50Ms)} ms, p99 ${number(figures.p99Ms)} ms` +
      (figures.cpuMsPerRequest === null ? '' : `, ${number(figures.cpuMsPerRequest, 2)} ms CPU/req`) +
      (figures.databaseCpuMsPerRequest === null
        ? ''
        : ` (+ PostgreSQL ${number(figures.databaseCpuMsPerRequest, 2)} ms)`);
    add(`GET /api/salons sans cache, 1 processus (${processes.connections} connexions)`, side(processes.one));
    add('GET /api/salons sans cache, 2 processus (WEB_CONCURRENCY=2)', side(processes.two));
    add(
      'rapport 2 processus / 1 (req/s)',
      `${number(processes.ratio, 2)} (autocannon : ${number(processes.loadGeneratorCores, 2)} cœur, sur la même machine)`,
      target('processes'),
    );
  }
  return table;
}

function targetsOf(report: Omit<Report, 'targets' | 'durationSeconds'>): Report['targets'] {
  const targets: Report['targets'] = [];
  // The start's target is set on PGlite (decision 057); on PostgreSQL the start is shown without a target.
  if (report.startup && report.machine.database.kind === 'pglite') {
    const { warmMs } = report.startup;
    targets.push({
      name: 'startup',
      value: `${warmMs} ms`,
      target: `≤ ${number(STARTUP_TARGET_MS / 1000)} s`,
      met: warmMs <= STARTUP_TARGET_MS,
    });
  }
  if (report.salonList) {
    const { requestsPerSecond } = report.salonList.ratio;
    targets.push({
      name: 'ratio',
      value: String(requestsPerSecond),
      target: `≥ ${number(RATIO_TARGET, 2)}`,
      met: requestsPerSecond >= RATIO_TARGET,
    });
  }
  for (const page of report.web ?? []) {
    targets.push({
      name: `js ${page.page}`,
      value: `${page.jsKb} kB`,
      target: `≤ ${JS_BUDGET_KB} kB`,
      met: page.jsKb <= JS_BUDGET_KB,
    });
    if (page.lighthouse) {
      targets.push({
        name: `lighthouse ${page.page}`,
        value: String(page.lighthouse.score),
        target: `≥ ${LIGHTHOUSE_TARGET}`,
        met: page.lighthouse.score >= LIGHTHOUSE_TARGET,
      });
      targets.push({
        name: `lcp ${page.page}`,
        value: `${page.lighthouse.lcpMs} ms`,
        target: `≤ ${number(LCP_TARGET_MS / 1000, 1)} s`,
        met: page.lighthouse.lcpMs <= LCP_TARGET_MS,
      });
      targets.push({
        name: `tbt ${page.page}`,
        value: `${page.lighthouse.tbtMs} ms`,
        target: `≤ ${TBT_TARGET_MS} ms`,
        met: page.lighthouse.tbtMs <= TBT_TARGET_MS,
      });
    }
  }
  for (const line of report.discovery?.lines.slice(1) ?? []) {
    targets.push({
      name: `discovery ${line.label}`,
      value: `${line.p50Ms} ms`,
      target: `p50 < ${DISCOVERY_P50_TARGET_MS} ms`,
      met: line.p50Ms < DISCOVERY_P50_TARGET_MS,
    });
  }
  if (report.discovery) {
    const { night } = report.discovery;
    targets.push({
      name: 'night',
      value: `${night.nightAt100kSeconds} s`,
      target: `≤ ${NIGHT_TARGET_SECONDS} s pour 100 000 salons`,
      met: night.nightAt100kSeconds <= NIGHT_TARGET_SECONDS,
    });
  }
  for (const line of report.scale?.lines ?? []) {
    targets.push({
      name: `scale ${line.label}`,
      value: `p50 ${line.ratio} ×, p95 ${line.p95Ratio} ×`,
      target: `≤ ${number(SCALE_RATIO_TARGET, 1)} ×`,
      met: line.ratio <= SCALE_RATIO_TARGET && line.p95Ratio <= SCALE_RATIO_TARGET,
    });
  }
  if (report.scale) {
    const { night } = report.scale;
    targets.push({
      name: 'scale night',
      value: `${night.ratio} × par salon, ${nightAt100k(night.large)} s pour 100 000 salons`,
      target: `≤ ${number(SCALE_RATIO_TARGET, 1)} × par salon, ≤ ${NIGHT_TARGET_SECONDS} s pour 100 000 salons`,
      met: night.ratio <= SCALE_RATIO_TARGET && nightAt100k(night.large) <= NIGHT_TARGET_SECONDS,
    });
  }
  if (report.processes) {
    const { ratio } = report.processes;
    targets.push({
      name: 'processes',
      value: `${ratio} ×`,
      target: `≥ ${number(PROCESSES_RATIO_TARGET, 2)}`,
      met: ratio >= PROCESSES_RATIO_TARGET,
    });
  }
  if (report.clients) {
    const { search, importMs, imported } = report.clients;
    targets.push({
      name: 'client search',
      value: `${search.ratio} ×`,
      target: `≤ ${number(CLIENT_SEARCH_RATIO_TARGET, 2)} × ${SMALL_BOOK} clients`,
      met: search.ratio <= CLIENT_SEARCH_RATIO_TARGET,
    });
    targets.push({
      name: 'client import',
      value: `${importMs} ms`,
      target: `< ${CLIENT_IMPORT_TARGET_MS / 1000} s, ${IMPORT_ROWS} fiches`,
      met: importMs < CLIENT_IMPORT_TARGET_MS && imported.created === IMPORT_ROWS,
    });
  }
  // 30 days (the page's default) and 12 months: a long period reads whole months (migration 0033),
  // so it is held to the same ratio (decision 076).
  for (const key of ['month', 'year'] as const) {
    const figures = report.statistics?.[key];
    if (!figures) continue;
    targets.push({
      name: `statistics ${key}`,
      value: `${figures.ratio} ×`,
      target: `≤ ${number(STATISTICS_RATIO_TARGET, 1)} × ${SMALL_HISTORY} rendez-vous`,
      met: figures.ratio <= STATISTICS_RATIO_TARGET,
    });
  }
  for (const work of MESSAGING_WORK) {
    const figures = report.messaging?.work[work];
    if (!figures) continue;
    targets.push({
      name: `messaging ${work}`,
      value: `${figures.ratio} ×`,
      target: `≤ ${number(MESSAGING_RATIO_TARGET, 1)} × ${SMALL_MESSAGES} messages`,
      met: figures.ratio <= MESSAGING_RATIO_TARGET,
    });
  }
  if (report.booking) {
    const { slots, withContention: race } = report.booking;
    targets.push({
      name: 'slots',
      value: `${slots.medianMs} ms`,
      target: `< ${SLOTS_TARGET_MS} ms`,
      met: slots.medianMs < SLOTS_TARGET_MS,
    });
    const { ratio } = report.booking.teamSlots;
    targets.push({
      name: 'team slots',
      value: `${ratio} ×`,
      target: `≤ ${TEAM_SLOTS_RATIO_TARGET} × 1 employé`,
      met: ratio <= TEAM_SLOTS_RATIO_TARGET,
    });
    const { visitRatio } = report.booking.teamSlots;
    targets.push({
      name: 'visit slots',
      value: `${visitRatio} ×`,
      target: `≤ ${VISIT_SLOTS_RATIO_TARGET} × une prestation`,
      met: visitRatio <= VISIT_SLOTS_RATIO_TARGET,
    });
    targets.push({
      name: 'race',
      value: `${race.created} / ${race.conflicts}`,
      target: '1 créée, 49 × 409',
      met: race.created === 1 && race.conflicts === race.requests - 1,
    });
  }
  return targets;
}

async function main() {
  const startedAt = performance.now();
  const options = readOptions();
  const runs = (section: Section) => options.sections.includes(section);
  const database = await createBenchDatabase();
  // Ctrl-C stops the servers too (same process group); the bench database must not stay behind.
  process.once('SIGINT', () => {
    void database.drop().finally(() => process.exit(130));
  });
  const partial: Omit<Report, 'targets' | 'durationSeconds' | 'machine'> & { version?: string } = {
    takenAt: new Date().toISOString(),
    options,
  };
  try {
    // Before the demo data: a cold start is one on an empty database.
    if (runs('start')) {
      console.log('Démarrages du serveur...');
      partial.startup = await benchStartup(database);
    }
    if (options.sections.some((section) => section !== 'scale')) {
      console.log('Données de démonstration...');
      const seeded = await seedDemoData(database);
      partial.version = seeded.version;
      partial.demoSeedMs = Math.round(seeded.seedMs);
    }
    if (runs('list')) {
      console.log(`Liste des salons : ${options.rounds} tours de ${options.seconds} s par serveur...`);
      partial.salonList = await benchSalonList(database, options);
    }
    if (runs('web')) {
      console.log(`Pages publiques${options.lighthouse ? ' et Lighthouse' : ''}...`);
      partial.web = await benchWeb(database, { lighthouse: options.lighthouse });
    }
    if (runs('processes') && database.kind === 'postgres') {
      console.log(`Processus : 1 puis 2, ${options.rounds} tours de ${options.seconds} s...`);
      partial.processes = await benchProcesses(database, options);
    } else if (runs('processes')) {
      console.log('Processus : ignorés sans PostgreSQL (DATABASE_URL).');
    }
    // Last: it adds a salon, bookings and accounts to the demo data.
    if (runs('booking')) {
      console.log('Moteur de réservation...');
      partial.booking = await benchBooking(database);
      if (!partial.booking.agenda) console.log('agenda : route absente');
    }
    if (runs('clients')) {
      console.log(
        `Carnet de clients : ${SMALL_BOOK} contre ${LARGE_BOOK}, import de ${IMPORT_ROWS} lignes...`,
      );
      partial.clients = await benchClients(database);
    }
    if (runs('statistics')) {
      console.log(`Statistiques : ${SMALL_HISTORY} contre ${LARGE_HISTORY} rendez-vous passés...`);
      partial.statistics = await benchStatistics(database);
    }
    if (runs('messaging') && database.kind === 'postgres') {
      console.log(`Messages : ${SMALL_MESSAGES} contre ${LARGE_MESSAGES} sur la plateforme...`);
      partial.messaging = await benchMessaging(database);
    } else if (runs('messaging')) {
      console.log('Messages : ignorés sans PostgreSQL (DATABASE_URL) : un million de lignes.');
    }
    if (runs('discovery') && database.kind === 'postgres') {
      console.log(`Découverte : ${DISCOVERY_SALONS} salons, liste filtrée...`);
      partial.discovery = await benchDiscovery(database, options);
    } else if (runs('discovery')) {
      console.log('Découverte : ignorée sans PostgreSQL (DATABASE_URL).');
    }
    if (runs('scale')) {
      console.log(`Passage à l'échelle : ${SCALE_BASE_SALONS} contre ${options.salons} salons...`);
      partial.scale = await benchScale(options);
      partial.version ??= partial.scale.version;
    }
  } finally {
    await database.drop();
  }

  const { version = 'inconnue', ...measured } = partial;
  const machine = describeMachine({ kind: database.kind, version });
  const report: Report = {
    ...measured,
    machine,
    targets: targetsOf({ ...measured, machine }),
    durationSeconds: Math.round((performance.now() - startedAt) / 1000),
  };
  console.log(`\nRendezvous, banc d'essai du ${report.takenAt.slice(0, 10)} (${report.durationSeconds} s)`);
  console.log(`Machine : ${machineLine(machine)}`);
  console.table(rows(report));
  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  // A partial run (--only) keeps its own file, beside the full run's.
  const partialRun =
    options.sections.join() === DEFAULT_SECTIONS.join() ? '' : `-${options.sections.join('-')}`;
  const file = path.join(outDir, `bench-${database.kind}${partialRun}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Résultats : ${path.relative(ROOT, file)}`);
  const missed = report.targets.filter((t) => !t.met);
  if (missed.length > 0) {
    console.error(
      `Hors objectif : ${missed.map((t) => `${t.name} (${t.value}, objectif ${t.target})`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
