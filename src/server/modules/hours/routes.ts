import type { Context } from 'hono';
import { BOOKING_HORIZON_DAYS } from '@/shared/bookings';
import { endpoints } from '@/shared/endpoints';
import { SPECIAL_PERIOD_NOT_FOUND } from '@/shared/salon-calendar';
import * as hoursInput from '@/shared/schemas/hours';
import { EMPLOYEE_NOT_FOUND } from '@/shared/staff';
import { now } from '../../base/clock';
import type { ApiRouter, SessionAudience } from '../../lib/access';
import type { AppDeps, AppEnv } from '../../lib/context';
import { uuidParam } from '../../lib/params';
import { securityActorOf } from '../../lib/security-log';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { ownsEmployee, ownsSalon, ownsSpecialPeriod } from '../workspace/ownership';
import { addHoliday, deleteHoliday, listHolidays, updateHoliday } from './admin-holidays';
import {
  getEmployeeFridayBreak,
  getFridayBreak,
  HOLIDAY_NOT_FOUND,
  listSalonHolidays,
  setEmployeeFridayBreak,
  setFridayBreak,
  setHolidayChoice,
} from './salon-holidays';
import {
  addSpecialPeriod,
  deleteSpecialPeriod,
  listSpecialPeriods,
  setEmployeePeriodHours,
  updateSpecialPeriod,
} from './special-periods';

// A salon's hours beyond its week (decision 077): read by every prestataire on their own salons,
// changed by a validated one (or an admin, decision 034); the public holidays by admins only.
const TOOLS = ['prestataire', 'admin'] as const satisfies readonly SessionAudience[];
const EDITORS = ['approved-prestataire', 'admin'] as const satisfies readonly SessionAudience[];

export function registerHoursRoutes(api: ApiRouter, { db }: AppDeps) {
  const salonId = (c: Context<AppEnv>) => uuidParam(c, 'id', SALON_NOT_FOUND);
  const periodId = (c: Context<AppEnv>) => uuidParam(c, 'id', SPECIAL_PERIOD_NOT_FOUND);

  // ---- "Horaires exceptionnels"
  api.route(endpoints.hours.specialPeriods, { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json(await listSpecialPeriods(db, salonId(c))),
  );
  api.route(
    endpoints.hours.addSpecialPeriod,
    { allow: EDITORS, owns: ownsSalon(db), body: hoursInput.SpecialPeriodSchema },
    async (c, _viewer, read) => {
      const input = await read.body();
      const id = salonId(c);
      return c.json(
        await db.transaction((tx) => addSpecialPeriod(tx, { salonId: id, input, now: now() })),
        201,
      );
    },
  );
  api.route(
    endpoints.hours.updateSpecialPeriod,
    { allow: EDITORS, owns: ownsSpecialPeriod(db), body: hoursInput.SpecialPeriodSchema },
    async (c, _viewer, read) => {
      const input = await read.body();
      const id = periodId(c);
      return c.json(
        await db.transaction((tx) => updateSpecialPeriod(tx, { periodId: id, input, now: now() })),
      );
    },
  );
  api.route(
    endpoints.hours.deleteSpecialPeriod,
    { allow: EDITORS, owns: ownsSpecialPeriod(db) },
    async (c) => {
      await deleteSpecialPeriod(db, periodId(c));
      return c.body(null, 204);
    },
  );
  api.route(
    endpoints.hours.setEmployeePeriodHours,
    { allow: EDITORS, owns: ownsSpecialPeriod(db), body: hoursInput.EmployeePeriodHoursSchema },
    async (c, _viewer, read) => {
      const input = await read.body();
      const id = periodId(c);
      const employeeId = uuidParam(c, 'employeeId', EMPLOYEE_NOT_FOUND);
      return c.json(
        await db.transaction((tx) =>
          setEmployeePeriodHours(tx, { periodId: id, employeeId, input, now: now() }),
        ),
      );
    },
  );

  // ---- Public holidays, as each salon keeps them
  api.route(endpoints.hours.holidays, { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json(await listSalonHolidays(db, salonId(c))),
  );
  api.route(
    endpoints.hours.setHolidayChoice,
    { allow: EDITORS, owns: ownsSalon(db), body: hoursInput.HolidayChoiceSchema },
    async (c, _viewer, read) => {
      const input = await read.body();
      const id = salonId(c);
      const holidayId = uuidParam(c, 'holidayId', HOLIDAY_NOT_FOUND);
      return c.json(
        await db.transaction((tx) => setHolidayChoice(tx, { salonId: id, holidayId, input, now: now() })),
      );
    },
  );

  // ---- The Friday prayer break
  api.route(endpoints.hours.fridayBreak, { allow: TOOLS, owns: ownsSalon(db) }, async (c) =>
    c.json(await getFridayBreak(db, salonId(c))),
  );
  api.route(
    endpoints.hours.setFridayBreak,
    { allow: EDITORS, owns: ownsSalon(db), body: hoursInput.FridayBreakSchema },
    async (c, _viewer, read) => {
      const input = await read.body();
      const id = salonId(c);
      return c.json(
        await db.transaction((tx) =>
          setFridayBreak(tx, { salonId: id, input, now: now(), horizonDays: BOOKING_HORIZON_DAYS }),
        ),
      );
    },
  );

  api.route(endpoints.hours.employeeFridayBreak, { allow: TOOLS, owns: ownsEmployee(db) }, async (c) =>
    c.json(await getEmployeeFridayBreak(db, uuidParam(c, 'id', EMPLOYEE_NOT_FOUND))),
  );
  api.route(
    endpoints.hours.setEmployeeFridayBreak,
    { allow: EDITORS, owns: ownsEmployee(db), body: hoursInput.EmployeeFridayBreakSchema },
    async (c, _viewer, read) => {
      const { enabled } = await read.body();
      const employeeId = uuidParam(c, 'id', EMPLOYEE_NOT_FOUND);
      return c.json(
        await db.transaction((tx) =>
          setEmployeeFridayBreak(tx, {
            employeeId,
            enabled,
            now: now(),
            horizonDays: BOOKING_HORIZON_DAYS,
          }),
        ),
      );
    },
  );

  // ---- The platform's public holidays
  const holidayId = (c: Context<AppEnv>) => uuidParam(c, 'id', HOLIDAY_NOT_FOUND);
  api.route(endpoints.hours.adminHolidays, { allow: 'admin' }, async (c) => c.json(await listHolidays(db)));
  api.route(
    endpoints.hours.addHoliday,
    { allow: 'admin', body: hoursInput.HolidaySchema },
    async (c, _viewer, read) => {
      const input = await read.body();
      return c.json(
        await db.transaction((tx) => addHoliday(tx, { input, actor: securityActorOf(c), now: now() })),
        201,
      );
    },
  );
  api.route(
    endpoints.hours.updateHoliday,
    { allow: 'admin', body: hoursInput.HolidaySchema },
    async (c, _viewer, read) => {
      const input = await read.body();
      const id = holidayId(c);
      return c.json(
        await db.transaction((tx) =>
          updateHoliday(tx, { holidayId: id, input, actor: securityActorOf(c), now: now() }),
        ),
      );
    },
  );
  api.route(endpoints.hours.deleteHoliday, { allow: 'admin' }, async (c) => {
    const id = holidayId(c);
    await db.transaction((tx) => deleteHoliday(tx, { holidayId: id, actor: securityActorOf(c) }));
    return c.body(null, 204);
  });
}
