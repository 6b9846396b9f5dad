import { loadConfig } from '../config';
import { DataFolderLockedError } from '../db/data-folder-lock';
import { openApp } from '../open-app';
import { seedDemoMarketplace } from '../seed';
import { prepareDemoSeed } from '../seed/prepare-demo-seed';
import { printDemoCredentials } from '../seed/print-credentials';

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
