import { loadConfig } from '../config';
import { DataFolderLockedError } from '../db/data-folder-lock';
import { prepareDemoSeed } from '../db/prepare-demo-seed';
import { seedDemoMarketplace } from '../db/seed';
import { printDemoCredentials } from '../db/seed/print-credentials';
import { openApp } from '../open-app';

/**
 * `npm run seed`: fills an empty database with the demo marketplace and prints the demo
 * accounts once. A database that already has accounts is left untouched, whichever database it is.
 */
async function main() {
  const config = loadConfig();
  const opened = await openApp(config);
  try {
    if (!(await prepareDemoSeed(opened.deps.db))) {
      console.log('La base de données contient déjà des comptes : aucune donnée de démonstration ajoutée.');
      return;
    }
    const credentials = await seedDemoMarketplace(opened.deps);
    printDemoCredentials(credentials, config.baseUrl);
  } finally {
    await opened.close();
  }
}

main().catch((error) => {
  if (error instanceof DataFolderLockedError) {
    console.error(`${error.message}\nArrêtez l'application (npm start) avant de lancer npm run seed.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
