import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { CreateAdminSchema } from '@/shared/schemas/auth';
import { AppError } from '../base/errors';
import { adminFromEnv, loadConfig } from '../config';
import { DataFolderLockedError } from '../db/data-folder-lock';
import { createAccount } from '../modules/auth/create-account';
import { openApp } from '../open-app';

/**
 * `npm run create-admin`: asks for the e-mail, name and password of a new administrator (or reads
 * ADMIN_EMAIL, ADMIN_NAME and ADMIN_PASSWORD) and creates the account. No credential lives in the code.
 */
async function ask(): Promise<{ email: string; fullName: string; password: string }> {
  const fromEnv = adminFromEnv();
  if (fromEnv) return fromEnv;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY ?? false });
  const email = await rl.question('E-mail : ');
  const fullName = await rl.question('Nom complet : ');
  process.stdout.write('Mot de passe : ');
  muted = true;
  const password = await rl.question('');
  muted = false;
  process.stdout.write('\n');
  rl.close();
  return { email, fullName, password };
}

async function main() {
  const config = loadConfig();
  const parsed = CreateAdminSchema.safeParse(await ask());
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`- ${issue.path.join('.')}: ${issue.message}`);
    process.exit(1);
  }
  const opened = await openApp(config);
  try {
    await createAccount({ auth: opened.deps.auth, ...parsed.data, role: 'admin' });
    console.log(`Administrateur ${parsed.data.email} créé.`);
  } finally {
    await opened.close();
  }
}

main().catch((error) => {
  if (error instanceof DataFolderLockedError) {
    console.error(`${error.message}\nArrêtez l'application avant de lancer npm run create-admin.`);
  } else if (error instanceof AppError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
