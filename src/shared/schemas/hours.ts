import { z } from 'zod';
import { HOLIDAY_CHOICES, HOLIDAY_STATUSES } from '../salon-calendar';
import { minutesOf } from '../time-zone';
import { DAYS } from '../weekdays';
import { DateSchema } from './bookings';
import { BODY_NOT_OBJECT, TimeSchema } from './fields';
import { OpeningHoursSchema } from './workspace';

// A salon's hours beyond its week (decision 077): its exceptional periods, its choice for each
// public holiday, its Friday prayer break; and the admins' holidays.

export const SPECIAL_PERIOD_NAME_MAX_LENGTH = 80;
/** A period covers a year at most: Ramadan, a summer, works; not a second week. */
export const SPECIAL_PERIOD_MAX_DAYS = 366;

const dayCount = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** "Horaires exceptionnels": a name, its first and last days, and its week. */
export const SpecialPeriodSchema = OpeningHoursSchema.extend({
  name: z
    .string({ error: 'Le nom de la période est requis.' })
    .trim()
    .min(1, { error: 'Le nom de la période est requis.' })
    .max(SPECIAL_PERIOD_NAME_MAX_LENGTH, {
      error: `Le nom de la période ne doit pas dépasser ${SPECIAL_PERIOD_NAME_MAX_LENGTH} caractères.`,
    }),
  startDate: DateSchema,
  endDate: DateSchema,
}).superRefine((period, ctx) => {
  if (period.endDate < period.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'La fin de la période doit suivre son début.',
    });
  } else if (dayCount(period.startDate, period.endDate) > SPECIAL_PERIOD_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Une période dure un an au plus.' });
  }
});
export type SpecialPeriodInput = z.input<typeof SpecialPeriodSchema>;

/** An employee's own hours for a period; `days` null: they follow the period's. */
export const EmployeePeriodHoursSchema = z.object(
  {
    days: z
      .array(
        z
          .object(
            {
              day: z.enum(DAYS, {
                error: 'Jour invalide.',
              }),
              startTime: TimeSchema,
              endTime: TimeSchema,
            },
            { error: 'Horaires invalides.' },
          )
          .refine((day) => minutesOf(day.endTime) > minutesOf(day.startTime), {
            error: "L'heure de fin doit être après l'heure de début.",
            path: ['endTime'],
          }),
        { error: 'Horaires invalides.' },
      )
      // A week of no day is an absence for the whole period: the absences say it.
      .min(1, { error: 'Indiquez au moins un jour travaillé, ou laissez la personne suivre la période.' })
      .max(7, { error: 'Une semaine compte sept jours.' })
      .refine((days) => new Set(days.map((d) => d.day)).size === days.length, {
        error: 'Chaque jour doit apparaître une fois.',
      })
      .nullable(),
  },
  BODY_NOT_OBJECT,
);

const SpecialHoursSchema = z
  .object(
    {
      openTime: TimeSchema,
      closeTime: TimeSchema,
      hasLunchBreak: z.boolean({ error: 'Valeur invalide.' }).default(false),
      lunchBreakStart: TimeSchema.nullable().default(null),
      lunchBreakEnd: TimeSchema.nullable().default(null),
    },
    { error: 'Horaires invalides.' },
  )
  .superRefine((hours, ctx) => {
    if (minutesOf(hours.closeTime) <= minutesOf(hours.openTime)) {
      ctx.addIssue({
        code: 'custom',
        path: ['closeTime'],
        message: "L'heure de fermeture doit être après l'heure d'ouverture.",
      });
    }
    if (!hours.hasLunchBreak) return;
    const start = hours.lunchBreakStart ? minutesOf(hours.lunchBreakStart) : -1;
    const end = hours.lunchBreakEnd ? minutesOf(hours.lunchBreakEnd) : -1;
    if (start < minutesOf(hours.openTime) || end <= start || end > minutesOf(hours.closeTime)) {
      ctx.addIssue({
        code: 'custom',
        path: ['lunchBreakEnd'],
        message: "La pause doit être comprise dans les heures d'ouverture.",
      });
    }
  });

/** A salon's choice for a holiday: "Fermé", "Ouvert" or "Horaires spéciaux" (with the hours). */
export const HolidayChoiceSchema = z
  .object(
    {
      choice: z.enum(HOLIDAY_CHOICES, { error: 'Choix invalide.' }),
      special: SpecialHoursSchema.nullable().optional(),
    },
    BODY_NOT_OBJECT,
  )
  .superRefine((body, ctx) => {
    if (body.choice === 'special' && !body.special) {
      ctx.addIssue({ code: 'custom', path: ['special'], message: 'Indiquez les horaires de ce jour.' });
    }
  });
export type HolidayChoiceInput = z.input<typeof HolidayChoiceSchema>;

/** The salon's Friday prayer break: on (with its times) or off. */
export const FridayBreakSchema = z
  .object(
    {
      enabled: z.boolean({ error: 'Valeur invalide.' }),
      start: TimeSchema,
      end: TimeSchema,
    },
    BODY_NOT_OBJECT,
  )
  .refine((body) => minutesOf(body.end) > minutesOf(body.start), {
    error: 'La fin de la pause doit être après son début.',
    path: ['end'],
  });
export type FridayBreakInput = z.input<typeof FridayBreakSchema>;

/** An employee's own Friday prayer break (the salon's times, or 13:00–14:30 when it stays open). */
export const EmployeeFridayBreakSchema = z.object(
  { enabled: z.boolean({ error: 'Valeur invalide.' }) },
  BODY_NOT_OBJECT,
);

export const HOLIDAY_NAME_MAX_LENGTH = 80;

/** A public holiday as an admin writes it. */
export const HolidaySchema = z
  .object(
    {
      name: z
        .string({ error: 'Le nom du jour férié est requis.' })
        .trim()
        .min(1, { error: 'Le nom du jour férié est requis.' })
        .max(HOLIDAY_NAME_MAX_LENGTH, {
          error: `Le nom du jour férié ne doit pas dépasser ${HOLIDAY_NAME_MAX_LENGTH} caractères.`,
        }),
      startDate: DateSchema,
      endDate: DateSchema,
      status: z.enum(HOLIDAY_STATUSES, { error: 'Statut invalide.' }),
    },
    BODY_NOT_OBJECT,
  )
  .superRefine((holiday, ctx) => {
    if (holiday.endDate < holiday.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Le dernier jour doit suivre le premier.' });
    } else if (dayCount(holiday.startDate, holiday.endDate) > 7) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Un jour férié dure une semaine au plus.' });
    }
  });
export type HolidayInput = z.input<typeof HolidaySchema>;
