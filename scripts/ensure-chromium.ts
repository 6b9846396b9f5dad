import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Flags for every Chromium we start: without the background-networking ones, Chromium's own
 * connections are refused by this machine's closed network, many at a time.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/**
 * Browser tests use Debian's Chromium (test tools cannot download browsers here). When it is
 * missing, install it if we can (root with apt-get), otherwise stop with the one command to run.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(`Chromium est absent : installation du paquet Debian « chromium »...`);
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
        stdio: 'inherit',
      });
    } catch {
      // Reported below with the command to run by hand.
    }
    if (existsSync(CHROMIUM_PATH)) return;
  }
  console.error(
    `\nChromium est introuvable (${CHROMIUM_PATH}) : les tests navigateur ne peuvent pas tourner.\n` +
      `Installez-le avec :\n\n  ${INSTALL_COMMAND}\n`,
  );
  process.exit(1);
}
