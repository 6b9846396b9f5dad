// `npm run bench:booking`: the booking engine's figures, on the real server over HTTP (loopback):
// slots latency for one busy day (median, p99), booking creation throughput without contention
// (50 clients, 50 different slots) and with contention (50 clients, one slot: exactly one wins).
// Embedded database by default; DATABASE_URL runs it on PostgreSQL. Writes bench-results/booking.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { bookings } from '../src/server/db/schema';
import { startServer } from '../src/server/server';
import { createSalon, createUser, signedIn } from '../src/server/test-support/factories';
import { TestClient } from '../src/server/test-support/test-client';
import { addDays, toWallClock, weekdayOf } from '../src/shared/time-zone';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (value: number) => Math.round(value * 100) / 100;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-bench-booking-'));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    BASE_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_MAX: '100000',
    OUTBOX_INTERVAL_MS: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
  });
  const server = await startServer(config);
  const server2 = { ...server, client: () => new TestClient(server.url) };
  try {
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const salon = await createSalon(server.deps, {
      ownerId: owner.id,
      services: [{ name: 'Coupe', price: '30.00', duration: 30 }],
    });
    const serviceId = (
      (await (await fetch(`${server.url}/api/salons/${salon.id}`)).json()) as { services: { id: string }[] }
    ).services[0]!.id;
    let day = addDays(toWallClock(Date.now(), 'Africa/Tunis').date, 3);
    while (weekdayOf(day) !== 2) day = addDays(day, 1);
    // A busy day: every other half-hour already booked.
    const client = await createUser(server.deps, { role: 'client' });
    await server.deps.db.insert(bookings).values(
      Array.from({ length: 9 }, (_, i) => ({
        clientId: client.id,
        prestataireId: owner.id,
        salonId: salon.id,
        serviceName: 'Coupe',
        servicePrice: '30.00',
        startTime: new Date(`${day}T${String(9 + i).padStart(2, '0')}:00:00+01:00`),
        endTime: new Date(`${day}T${String(9 + i).padStart(2, '0')}:30:00+01:00`),
        status: 'confirmed',
      })),
    );

    const slotsUrl = `${server.url}/api/salons/${salon.id}/slots?date=${day}&serviceId=${serviceId}`;
    for (let i = 0; i < 20; i++) await (await fetch(slotsUrl)).arrayBuffer();
    const latencies: number[] = [];
    for (let i = 0; i < 300; i++) {
      const started = performance.now();
      await (await fetch(slotsUrl)).arrayBuffer();
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);

    const racers = await Promise.all(
      Array.from({ length: 50 }, async () =>
        signedIn(server2, await createUser(server.deps, { role: 'client' })),
      ),
    );
    const slotsOn = async (date: string) =>
      ((await (await fetch(slotsUrl.replace(day, date))).json()) as { slots: { start: string }[] }).slots;
    // 50 distinct free slots, over as many open days as it takes (from the week after the busy day).
    const distinct: { start: string }[] = [];
    let nextDay = addDays(day, 7);
    while (distinct.length < 50) {
      if (weekdayOf(nextDay) !== 0) distinct.push(...(await slotsOn(nextDay)));
      nextDay = addDays(nextDay, 1);
    }
    const book = (http: TestClient, start: string) =>
      http.post('/bookings', { salonId: salon.id, serviceId, start });

    let started = performance.now();
    const spread = await Promise.all(racers.map((http, i) => book(http, distinct[i]!.start)));
    const spreadSeconds = (performance.now() - started) / 1000;

    nextDay = addDays(nextDay, 7);
    const contested = (
      (await (await fetch(slotsUrl.replace(day, nextDay))).json()) as { slots: { start: string }[] }
    ).slots[0]!;
    started = performance.now();
    const race = await Promise.all(racers.map((http) => book(http, contested.start)));
    const raceSeconds = (performance.now() - started) / 1000;

    const report = {
      takenAt: new Date().toISOString(),
      machine: `${os.cpus().length} cœurs, ${Math.round(os.totalmem() / 2 ** 30)} Gio, Node ${process.version}`,
      database: config.database.kind,
      slots: {
        requests: latencies.length,
        medianMs: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
      },
      withoutContention: {
        requests: spread.length,
        created: spread.filter((r) => r.status === 201).length,
        perSecond: round(spread.length / spreadSeconds),
      },
      withContention: {
        requests: race.length,
        created: race.filter((r) => r.status === 201).length,
        conflicts: race.filter((r) => r.status === 409).length,
        perSecond: round(race.length / raceSeconds),
      },
    };
    console.log(`\nMoteur de réservation (${report.database}, ${report.machine}) :`);
    console.table({
      'créneaux d’un jour chargé': {
        médiane_ms: report.slots.medianMs,
        p99_ms: report.slots.p99Ms,
        'requêtes/s': '',
      },
      'création sans concurrence (50 créneaux)': {
        médiane_ms: '',
        p99_ms: '',
        'requêtes/s': `${report.withoutContention.perSecond} (${report.withoutContention.created} créées)`,
      },
      'création en concurrence (50 pour 1 créneau)': {
        médiane_ms: '',
        p99_ms: '',
        'requêtes/s': `${report.withContention.perSecond} (${report.withContention.created} créée, ${report.withContention.conflicts} × 409)`,
      },
    });
    const outDir = path.resolve(import.meta.dirname, '..', 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, `booking-${report.database}.json`),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    if (report.withContention.created !== 1 || report.slots.medianMs >= 5) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
