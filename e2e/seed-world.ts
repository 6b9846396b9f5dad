import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../src/server/config';
import { employeeServices } from '../src/server/db/schema';
import type { AppDeps } from '../src/server/lib/context';
import { placeSalon } from '../src/server/modules/workspace/salon-place';
import { openApp } from '../src/server/open-app';
import { prepareDatabase } from '../src/server/prepare-database';
import {
  createApprovedSalon,
  createEmployee,
  createUser,
  type TestUser,
} from '../src/server/test-support/factories';
import { must } from '../src/shared/must';
import {
  type BareSalon,
  type TeamSalon,
  WORLD_SIZES,
  type World,
  type WorldAccount,
  worldFile,
} from './world';

// Run by the e2e server's command (playwright.config.ts) before the server itself, with the same
// settings: the data folder's database is migrated and given its admin and the demo as the server's
// start would, then the world the tests take from (e2e/world.ts) is written into it and described in
// the data folder. The server finds the demo there and leaves it.

const account = ({ id, email, password, fullName }: TestUser): WorldAccount => ({
  id,
  email,
  password,
  fullName,
});

/** What the sign-up form asks a prestataire beyond the account. */
const PRESTATAIRE_FORM = { cin: '12345678', salonAddress: '3 rue de Rome, Sfax' };

async function bareSalon(deps: AppDeps): Promise<BareSalon> {
  const address = '3 rue de Rome, Sfax';
  const { owner, salon } = await createApprovedSalon(deps, {
    owner: PRESTATAIRE_FORM,
    name: `Salon ${randomBytes(3).toString('hex')}`,
    address,
    ...placed(address),
    holidays: 'closed',
    services: [],
  });
  return { id: salon.id, name: salon.name, owner: account(owner) };
}

async function teamSalon(deps: AppDeps, team: boolean): Promise<TeamSalon> {
  const address = '12 avenue Habib Bourguiba, Tunis';
  const { owner, salon } = await createApprovedSalon(deps, {
    owner: PRESTATAIRE_FORM,
    name: `Salon Duo ${randomBytes(3).toString('hex')}`,
    address,
    ...placed(address),
    holidays: 'closed',
    services: [
      { name: 'Brushing', price: '25', duration: 30 },
      { name: 'Coupe femme', price: '35', duration: 60 },
      { name: 'Coloration', price: '60', duration: 60 },
    ],
  });
  const [brushing, coupe, coloration] = salon.serviceIds;
  const services = {
    brushing: must(brushing, 'brushing'),
    coupe: must(coupe, 'coupe'),
    coloration: must(coloration, 'coloration'),
  };
  const employees = { sonia: '', amel: '' };
  if (team) {
    const { id: salonId } = salon;
    employees.sonia = await createEmployee(deps, {
      salonId,
      fullName: 'Sonia Trabelsi',
      position: 'Coiffeuse',
      email: 'sonia.prive@e2e.rendezvous.tn',
    });
    employees.amel = await createEmployee(deps, {
      salonId,
      fullName: 'Amel Jaziri',
      position: 'Coloriste',
      email: 'amel.prive@e2e.rendezvous.tn',
      performsAllServices: false,
    });
    await deps.db.insert(employeeServices).values(
      [services.brushing, services.coloration].map((serviceId) => ({
        employeeId: employees.amel,
        serviceId,
      })),
    );
  }
  return { id: salon.id, name: salon.name, owner: account(owner), services, employees };
}

/** Where the product places a salon created with this address (its city, the city's centre). */
function placed(address: string) {
  const { city, latitude, longitude } = placeSalon({ address }, null);
  return {
    city: city ?? undefined,
    position: latitude !== null && longitude !== null ? { latitude, longitude } : undefined,
  };
}

async function times<T>(count: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let index = 0; index < count; index++) made.push(await make());
  return made;
}

async function buildWorld(deps: AppDeps): Promise<World> {
  return {
    client: await times(WORLD_SIZES.client, async () => account(await createUser(deps))),
    pendingProvider: await times(WORLD_SIZES.pendingProvider, async () =>
      account(await createUser(deps, { role: 'prestataire', providerStatus: 'pending' })),
    ),
    approvedProvider: await times(WORLD_SIZES.approvedProvider, async () =>
      account(
        await createUser(deps, { role: 'prestataire', providerStatus: 'approved', ...PRESTATAIRE_FORM }),
      ),
    ),
    bareSalon: await times(WORLD_SIZES.bareSalon, () => bareSalon(deps)),
    soloSalon: await times(WORLD_SIZES.soloSalon, () => teamSalon(deps, false)),
    teamSalon: await times(WORLD_SIZES.teamSalon, () => teamSalon(deps, true)),
  };
}

const config = loadConfig();
if (config.database.kind !== 'pglite' || !config.database.dataDir)
  throw new Error('Le monde des tests est écrit dans la base embarquée du dossier DATA_DIR.');
const { dataDir } = config;
const opened = await openApp(config);
try {
  await prepareDatabase(opened.deps, config);
  if (!existsSync(worldFile(dataDir))) {
    const started = performance.now();
    writeFileSync(worldFile(dataDir), JSON.stringify(await buildWorld(opened.deps)));
    console.log(`monde des tests écrit en ${Math.round(performance.now() - started)} ms`);
  }
} finally {
  await opened.close();
}
