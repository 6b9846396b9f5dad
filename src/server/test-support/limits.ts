/**
 * The time limit of a test that starts, kills or floods a whole server (a process of its own with
 * its data folder and migrations, a restart, a flood of image bombs): a guard against a hang, never
 * a speed target. Each such test took 3 to 19 s on the 2-core machine (03/12/2026), and may take
 * twice or three times that on a loaded one; every other test keeps the
 * project's `testTimeout` of 30 s (vitest.config.ts).
 */
export const WHOLE_SERVER_TEST_LIMIT_MS = 60_000;
