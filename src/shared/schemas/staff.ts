import { z } from 'zod';
import { ABSENCE_KINDS, ABSENCE_MAX_DAYS, ABSENCE_REASON_MAX_LENGTH } from '../staff';
import { minutesOf } from '../time-zone';
import { DAYS } from '../weekdays';
import { DateSchema } from './bookings';
import { BODY_NOT_OBJECT, isStorableInstant, TimeSchema, withoutControlCharacters } from './fields';

const Id = (message: string) => z.uuid({ error: message });

export const WorkingDaySchema = z
  .object(
    {
      day: z.enum(DAYS, { error: 'Jour invalide.' }),
      startTime: TimeSchema,
      endTime: TimeSchema,
    },
    { error: 'Horaires invalides.' },
  )
  .refine((value) => minutesOf(value.endTime) > minutesOf(value.startTime), {
    path: ['endTime'],
    error: "L'heure de fin doit être après l'heure de début.",
  });

/**
 * PUT /employees/:id/schedule. `followsSalonHours`: the employee works whenever the salon is open
 * (the default), else on `days` only. `performsAllServices`: every service of the salon (the
 * default), else `serviceIds` only. Hours outside the salon's are refused by the server.
 */
export const EmployeeScheduleSchema = z
  .object(
    {
      followsSalonHours: z.boolean({ error: 'Valeur invalide.' }),
      days: z
        .array(WorkingDaySchema, { error: 'Horaires invalides.' })
        .max(7, { error: 'Horaires invalides.' })
        .refine((days) => new Set(days.map((d) => d.day)).size === days.length, {
          error: 'Chaque jour doit apparaître une fois.',
        })
        .default([]),
      performsAllServices: z.boolean({ error: 'Valeur invalide.' }),
      serviceIds: z
        .array(Id('Service invalide.'), { error: 'Services invalides.' })
        .max(200, { error: 'Services invalides.' })
        .default([]),
    },
    BODY_NOT_OBJECT,
  )
  .refine((value) => value.performsAllServices || value.serviceIds.length > 0, {
    path: ['serviceIds'],
    error: 'Choisissez au moins un service.',
  });
export type EmployeeScheduleInput = z.input<typeof EmployeeScheduleSchema>;

/** POST /employees/:id/absences: a block of time, "Absence" (days) or "Pause" (hours). */
export const AbsenceSchema = z
  .object(
    {
      kind: z.enum(ABSENCE_KINDS, { error: 'Type invalide.' }),
      reason: withoutControlCharacters(
        z
          .string({ error: 'Texte invalide.' })
          .trim()
          .max(ABSENCE_REASON_MAX_LENGTH, { error: `${ABSENCE_REASON_MAX_LENGTH} caractères au plus.` }),
      ).default(''),
      start: z.iso
        .datetime({ offset: true, error: 'Début invalide.' })
        .refine(isStorableInstant, { error: 'Début invalide.' }),
      end: z.iso
        .datetime({ offset: true, error: 'Fin invalide.' })
        .refine(isStorableInstant, { error: 'Fin invalide.' }),
    },
    BODY_NOT_OBJECT,
  )
  .refine((value) => Date.parse(value.end) > Date.parse(value.start), {
    path: ['end'],
    error: 'La fin doit être après le début.',
  })
  .refine((value) => Date.parse(value.end) - Date.parse(value.start) <= ABSENCE_MAX_DAYS * 86_400_000, {
    path: ['end'],
    error: `Une absence ne peut pas dépasser ${ABSENCE_MAX_DAYS} jours.`,
  });
export type AbsenceInput = z.input<typeof AbsenceSchema>;

/** POST /bookings/:id/reassign. */
export const ReassignSchema = z.object({ employeeId: Id('Employé invalide.') }, BODY_NOT_OBJECT);

/** GET /salons/:id/agenda?date=YYYY-MM-DD&view=day|week (the week is Monday to Sunday around date). */
export const AgendaQuerySchema = z.object({
  date: DateSchema,
  view: z.enum(['day', 'week'], { error: 'Vue invalide.' }).default('day'),
});
