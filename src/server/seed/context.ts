import type { Random } from './random';

/** What every planning step shares: one clock, one random sequence, and the demo accounts' ids. */
export interface SeedContext {
  now: Date;
  random: Random;
  demoClientId: string;
  demoProviderId: string;
  adminId: string;
  /** Every client but the demo one: the ordinary traffic and most reviews come from them. */
  otherClientIds: string[];
}
