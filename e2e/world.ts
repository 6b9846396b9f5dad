import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The browser suite's world (decision 089): accounts and salons written into the e2e server's
// database by e2e/seed-world.ts, with the API tests' factories, before the server starts. A test
// takes what it needs; nothing taken is handed to another test, so each still starts from a person
// or a salon nobody else touched, without paying a sign-up journey for it.

export interface WorldAccount {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

/** An approved salon of an approved prestataire, with no service yet (as a new salon is). */
export interface BareSalon {
  id: string;
  name: string;
  owner: WorldAccount;
}

/**
 * An approved salon of an approved prestataire with three services (default hours, Monday to
 * Saturday 09:00-18:00). A team salon also has two employees: Sonia (Coiffeuse, every service) was
 * added first, then Amel (Coloriste, brushing and colour only).
 */
export interface TeamSalon extends BareSalon {
  services: { brushing: string; coupe: string; coloration: string };
  employees: { sonia: string; amel: string };
}

export interface World {
  /** Clients whose address is confirmed. */
  client: WorldAccount[];
  /** Prestataires awaiting validation. */
  pendingProvider: WorldAccount[];
  /** Validated prestataires with no salon, who gave a CIN and a salon address. */
  approvedProvider: WorldAccount[];
  bareSalon: BareSalon[];
  soloSalon: TeamSalon[];
  teamSalon: TeamSalon[];
}

export type WorldKind = keyof World;

/**
 * How many of each the seed writes: about twice what the suite takes in one run (70 clients, 20 team
 * salons, 9 without a team, 6 or fewer of the others), so that retries (a retried test takes again)
 * and new tests fit. Writing one costs about 13 ms; running out fails the test that asks, naming
 * this constant.
 */
export const WORLD_SIZES: { [kind in WorldKind]: number } = {
  client: 150,
  pendingProvider: 20,
  approvedProvider: 15,
  bareSalon: 15,
  soloSalon: 25,
  teamSalon: 50,
};

const dataDir = () => process.env.E2E_DATA_DIR ?? '';
export const worldFile = (folder = dataDir()) => path.join(folder, 'e2e-world.json');

let loaded: World | undefined;
const world = (): World => {
  loaded ??= JSON.parse(readFileSync(worldFile(), 'utf8')) as World;
  return loaded;
};

/**
 * One of the world's `kind` that no other test of the run has taken. The claim is a file created
 * with O_EXCL in the data folder: of two workers asking at once, one gets each.
 */
export function take<K extends WorldKind>(kind: K): World[K][number] {
  const claims = path.join(dataDir(), 'e2e-world-claims');
  mkdirSync(claims, { recursive: true });
  const all = world()[kind];
  for (const [index, item] of all.entries()) {
    try {
      closeSync(openSync(path.join(claims, `${kind}-${index}`), 'wx'));
      return item;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`Le monde des tests n'a plus de « ${kind} » libre : augmentez WORLD_SIZES (e2e/world.ts).`);
}
