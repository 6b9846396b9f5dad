import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * What a test needs from Debian (the browser, libfaketime): when `program` is missing, install
 * `packages` if we can (root with apt-get), otherwise stop at once with the one command to run.
 */
export function ensureDebianPackages(need: {
  install?: boolean;
  program: string;
  packages: string;
  what: string;
  unable: string;
}) {
  if (existsSync(need.program)) return;
  const canInstall = need.install !== false && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(`${need.what} est absent : installation des paquets Debian « ${need.packages} »...`);
    try {
      execSync(
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${need.packages}`,
        {
          stdio: 'inherit',
        },
      );
    } catch {
      // Reported below with the command to run by hand.
    }
    if (existsSync(need.program)) return;
  }
  console.error(
    `\n${need.what} est introuvable (${need.program}) : ${need.unable}.\n` +
      `Installez-le avec :\n\n  sudo apt-get update && sudo apt-get install -y ${need.packages}\n`,
  );
  process.exit(1);
}
