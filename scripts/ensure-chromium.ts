import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The Debian packages of both browsers below: they are installed together. */
const PACKAGES = 'chromium chromium-headless-shell';

/**
 * The full browser, for the bench: Lighthouse and the first-load figures measure what a visitor's
 * Chromium does.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;

/**
 * The browser suite's Chromium: Debian's headless shell, the same engine without the full browser's
 * windowing layers. It took 40 % less CPU than the full browser for the same tests (449 against 745
 * CPU-seconds for 140 tests on the 2-core machine), and the browser suite is bound by CPU.
 * CHROMIUM_PATH chooses one browser for both.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;

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
const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${PACKAGES}`;

/**
 * Tests and bench use Debian's Chromium (test tools cannot download browsers here). When `browser`
 * is missing, install the packages if we can (root with apt-get), otherwise stop with the one
 * command to run.
 */
export function ensureChromium(browser: string): void {
  if (existsSync(browser)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall && !process.env.CHROMIUM_PATH) {
    console.log(`Chromium est absent : installation des paquets Debian « ${PACKAGES} »...`);
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, {
        stdio: 'inherit',
      });
    } catch {
      // Reported below with the command to run by hand.
    }
    if (existsSync(browser)) return;
  }
  console.error(
    `\nChromium est introuvable (${browser}) : les tests navigateur ne peuvent pas tourner.\n` +
      `Installez-le avec :\n\n  ${INSTALL_COMMAND}\n`,
  );
  process.exit(1);
}
