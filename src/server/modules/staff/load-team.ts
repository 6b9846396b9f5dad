// The team loader lives in core/load-team.ts, below the salons, bookings and staff that all read it.
// This re-export stays only for src/server/db/seed/demo-slots.ts and src/server/db/seed.test.ts, which
// another change owns; once they import core/load-team, this file goes.
export { loadTeam, performs, type TeamEmployee } from '../core/load-team';
