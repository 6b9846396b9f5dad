import { ensureDebianPackages } from './debian-packages';

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
/**
 * Tests and bench use Debian's Chromium (test tools cannot download browsers here). When `browser`
 * is missing, install the packages if we can (root with apt-get), otherwise stop with the one
 * command to run.
 */
export function ensureChromium(browser: string): void {
  ensureDebianPackages({
    // A browser chosen by CHROMIUM_PATH is the operator's: never replaced by Debian's.
    install: !process.env.CHROMIUM_PATH,
    program: browser,
    packages: PACKAGES,
    what: 'Chromium',
    unable: 'les tests navigateur ne peuvent pas tourner',
  });
}
