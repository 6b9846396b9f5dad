// The browser suite's calendar provider: the test OAuth server and events API of the integration
// tests, on fixed loopback ports, with one event today so the month calendar has something to show.
import { DEFAULT_SUBJECT, startCalendarProvider } from '../src/server/test-support/calendar-provider';
import { toWallClock } from '../src/shared/time-zone';

const provider = await startCalendarProvider({
  oauthPort: Number(process.env.E2E_CALENDAR_OAUTH_PORT),
  apiPort: Number(process.env.E2E_CALENDAR_API_PORT),
});
const today = toWallClock(Date.now(), 'Africa/Tunis').date;
provider.addEvent(DEFAULT_SUBJECT, {
  id: 'reunion-equipe',
  summary: "Réunion d'équipe",
  start: { dateTime: new Date(`${today}T10:00:00+01:00`).toISOString() },
  end: { dateTime: new Date(`${today}T11:00:00+01:00`).toISOString() },
});
const stop = () => provider.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
