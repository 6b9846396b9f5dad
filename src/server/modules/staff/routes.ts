import { endpoints } from '@/shared/endpoints';
import { AgendaAppointmentSchema } from '@/shared/schemas/clients';
import { AbsenceSchema, AgendaQuerySchema, EmployeeScheduleSchema } from '@/shared/schemas/staff';
import { ABSENCE_NOT_FOUND, EMPLOYEE_NOT_FOUND } from '@/shared/staff';
import { now } from '../../base/clock';
import type { ApiRouter, SessionAudience } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { onceForKey } from '../../lib/idempotency';
import { uuidParam } from '../../lib/params';
import { bookingMailSettings } from '../bookings/booking-mail-settings';
import { createSalonAppointment } from '../bookings/create-salon-appointment';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { ownsAbsence, ownsEmployee, ownsSalon } from '../workspace/ownership';
import { addAbsence } from './add-absence';
import { deleteAbsence } from './delete-absence';
import { getEmployeeSchedule } from './get-employee-schedule';
import { getSalonAgenda } from './get-salon-agenda';
import { listAbsences } from './list-absences';
import { saveEmployeeSchedule } from './save-employee-schedule';

/** The salon's owner manages its staff (admins too, like every workspace route, decision 034). */
// Reads stay open to every prestataire (a refused or suspended one still sees their data); changes
// need a validated account (docs/product.md#provider-validation, decision 044).
const TOOLS = ['prestataire', 'admin'] as const satisfies readonly SessionAudience[];
const EDITORS = ['approved-prestataire', 'admin'] as const satisfies readonly SessionAudience[];

export function registerStaffRoutes(api: ApiRouter, { db, mailer, config }: AppDeps) {
  const mail = bookingMailSettings(config);
  const employeeId = (c: Parameters<typeof uuidParam>[0]) => uuidParam(c, 'id', EMPLOYEE_NOT_FOUND);

  // ---- Working days and services of an employee
  api.route(endpoints.staff.schedule, { allow: TOOLS, owns: ownsEmployee(db) }, async (c) =>
    c.json(await getEmployeeSchedule({ db, employeeId: employeeId(c) })),
  );
  api.route(
    endpoints.staff.saveSchedule,
    { allow: EDITORS, owns: ownsEmployee(db), body: EmployeeScheduleSchema },
    async (c, _viewer, read) =>
      c.json(
        await saveEmployeeSchedule({
          db,
          employeeId: employeeId(c),
          input: await read.body(),
        }),
      ),
  );

  // ---- Absences and pauses
  api.route(endpoints.staff.absences, { allow: TOOLS, owns: ownsEmployee(db) }, async (c) =>
    c.json(await listAbsences({ db, employeeId: employeeId(c), now: now() })),
  );
  api.route(
    endpoints.staff.addAbsence,
    { allow: EDITORS, owns: ownsEmployee(db), body: AbsenceSchema },
    async (c, viewer, read) => {
      const input = await read.body();
      return c.json(
        await onceForKey(c, { db, viewer }, (tx) => addAbsence({ db: tx, employeeId: employeeId(c), input })),
        201,
      );
    },
  );
  api.route(endpoints.staff.deleteAbsence, { allow: EDITORS, owns: ownsAbsence(db) }, async (c) => {
    await deleteAbsence({ db, absenceId: uuidParam(c, 'id', ABSENCE_NOT_FOUND) });
    return c.body(null, 204);
  });

  // ---- The salon's day or week grid
  api.route(
    endpoints.staff.agenda,
    { allow: TOOLS, owns: ownsSalon(db), query: AgendaQuerySchema },
    async (c, _viewer, read) => {
      const { date, view } = read.query();
      return c.json(await getSalonAgenda({ db, salonId: uuidParam(c, 'id', SALON_NOT_FOUND), date, view }));
    },
  );
  // Appointments the salon enters: its owner's alone, as the client book they go into (decision 066).
  api.route(
    endpoints.staff.addAppointment,
    { allow: 'approved-prestataire', owns: ownsSalon(db), body: AgendaAppointmentSchema },
    async (c, viewer, read) => {
      const input = await read.body();
      const booking = await createSalonAppointment({
        db,
        mailer,
        viewer,
        salonId: uuidParam(c, 'id', SALON_NOT_FOUND),
        input,
        mail,
        now: now(),
      });
      return c.json(booking, 201);
    },
  );
}
