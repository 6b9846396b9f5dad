import { z } from 'zod';
import { CITY_SLUGS } from '../cities';
import { BOOKING_RULES, SERVICE_DURATION_DEFAULT_FORM, SERVICE_MAX_MINUTES } from '../constants';
import { PACKAGE_MIN_PARTS } from '../packages';
import {
  CLEANUP_MAX_MINUTES,
  CLEANUP_MESSAGE,
  PROCESSING_PART_MESSAGE,
  PROCESSING_SUM_MESSAGE,
} from '../service-timing';
import { minutesOf } from '../time-zone';
import { VISIT_MAX_PARTS } from '../visit-slots';
import { DAYS } from '../weekdays';
import {
  AddressSchema,
  BODY_NOT_OBJECT,
  EmailSchema,
  FullNameSchema,
  OptionalPhoneSchema,
  TimeSchema,
  withoutControlCharacters,
} from './fields';

const text = (max: number, required: string) =>
  withoutControlCharacters(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(max, { error: `${max} caractères au plus.` }),
  );
const optionalText = (max: number) =>
  withoutControlCharacters(
    z
      .string({ error: 'Texte invalide.' })
      .trim()
      .max(max, { error: `${max} caractères au plus.` }),
  );

export const POSITION_MESSAGE = 'Position invalide : latitude entre -90 et 90, longitude entre -180 et 180.';

const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: POSITION_MESSAGE })
      .min(-limit, { error: POSITION_MESSAGE })
      .max(limit, { error: POSITION_MESSAGE })
      .nullable()
      .optional(),
  );

export const SalonSchema = z
  .object(
    {
      name: text(100, 'Le nom du salon est requis.'),
      address: AddressSchema.pipe(z.string().min(1, { error: "L'adresse du salon est requise." })),
      description: optionalText(2000).default(''),
      /** A slug of shared/cities.ts; absent or '': the city the address names (docs/product.md#where-and-when). */
      city: z
        .union([z.literal(''), z.enum(CITY_SLUGS)], { error: 'Choisissez une ville de la liste.' })
        .optional(),
      /** The salon's position; absent or null: the city's centre. */
      latitude: coordinate(90),
      longitude: coordinate(180),
    },
    BODY_NOT_OBJECT,
  )
  .refine((salon) => (salon.latitude == null) === (salon.longitude == null), {
    path: ['latitude'],
    error: 'Indiquez la latitude et la longitude, ou aucune des deux.',
  });
export type SalonInput = z.input<typeof SalonSchema>;

export const PRICE_MESSAGE = 'Le prix doit être un nombre valide et supérieur à zéro.';
export const DURATION_MESSAGE = 'La durée doit être un nombre entier de minutes supérieur à zéro.';

// Accepts 12.5, "12.5" or "12,50"; kept as an exact decimal string (decision 009).
const PriceField = z
  .union([z.number(), z.string()], { error: PRICE_MESSAGE })
  .transform((value) => (typeof value === 'number' ? value : Number(value.trim().replace(',', '.'))))
  .refine((value) => Number.isFinite(value) && value > 0 && value < 100_000, { error: PRICE_MESSAGE })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: PRICE_MESSAGE })
  .transform((value) => value.toFixed(2));

export const ServiceSchema = z
  .object(
    {
      name: text(100, 'Le nom du service est requis.'),
      price: PriceField,
      // 30 minutes when the field is left empty or is not a number at all; a number that is not a whole
      // count of minutes above zero is refused (docs/product.md#services-prices-and-categories).
      duration: z
        .unknown()
        .transform((value, ctx) => {
          const minutes = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
          if (typeof minutes !== 'number' || Number.isNaN(minutes) || value === '') {
            return SERVICE_DURATION_DEFAULT_FORM;
          }
          if (!Number.isInteger(minutes) || minutes <= 0) {
            ctx.addIssue({ code: 'custom', message: DURATION_MESSAGE });
            return z.NEVER;
          }
          return minutes;
        })
        .pipe(z.number().max(SERVICE_MAX_MINUTES, { error: 'La durée ne doit pas dépasser 12 heures.' })),
      // Left out, or empty in the form: no cleanup (docs/product.md#service-timing).
      cleanupMinutes: wholeMinutes(CLEANUP_MESSAGE, { min: 0, max: CLEANUP_MAX_MINUTES, empty: 0 }),
      // Left out or null: the employee is busy for the whole duration.
      processing: z
        .object(
          {
            activeBefore: wholeMinutes(PROCESSING_PART_MESSAGE, { min: 1, max: SERVICE_MAX_MINUTES }),
            pose: wholeMinutes(PROCESSING_PART_MESSAGE, { min: 1, max: SERVICE_MAX_MINUTES }),
            activeAfter: wholeMinutes(PROCESSING_PART_MESSAGE, { min: 1, max: SERVICE_MAX_MINUTES }),
          },
          { error: PROCESSING_PART_MESSAGE },
        )
        .nullish()
        .transform((value) => value ?? null),
    },
    BODY_NOT_OBJECT,
  )
  .refine(
    (service) =>
      !service.processing ||
      service.processing.activeBefore + service.processing.pose + service.processing.activeAfter ===
        service.duration,
    { path: ['processing'], error: PROCESSING_SUM_MESSAGE },
  );
export type ServiceInput = z.input<typeof ServiceSchema>;

export const PACKAGE_TOO_SHORT_MESSAGE = `Un forfait compte au moins ${PACKAGE_MIN_PARTS} prestations.`;
export const PACKAGE_TOO_LONG_MESSAGE = `Un forfait compte ${VISIT_MAX_PARTS} prestations au plus.`;
export const PACKAGE_SERVICE_MESSAGE = 'Prestation invalide.';

/** A package ("forfait"): its name, its own price, its services in the order they are performed. */
export const PackageSchema = z.object(
  {
    name: text(100, 'Le nom du forfait est requis.'),
    price: PriceField,
    serviceIds: z
      .array(z.uuid({ error: PACKAGE_SERVICE_MESSAGE }), { error: PACKAGE_SERVICE_MESSAGE })
      .min(PACKAGE_MIN_PARTS, { error: PACKAGE_TOO_SHORT_MESSAGE })
      .max(VISIT_MAX_PARTS, { error: PACKAGE_TOO_LONG_MESSAGE }),
  },
  BODY_NOT_OBJECT,
);
export type PackageInput = z.input<typeof PackageSchema>;

/** A whole number of minutes in a range, typed or sent as text; `empty` stands for a field left empty. */
function wholeMinutes(message: string, range: { min: number; max: number; empty?: number }) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if ((value === undefined || value === null || value === '') && range.empty !== undefined)
        return range.empty;
      const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
      if (
        typeof minutes !== 'number' ||
        !Number.isInteger(minutes) ||
        minutes < range.min ||
        minutes > range.max
      ) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return minutes;
    });
}

export const OpeningDaySchema = z
  .object(
    {
      day: z.enum(DAYS, { error: 'Jour invalide.' }),
      openTime: TimeSchema,
      closeTime: TimeSchema,
      isClosed: z.boolean({ error: 'Valeur invalide.' }),
      hasLunchBreak: z.boolean({ error: 'Valeur invalide.' }),
      lunchBreakStart: TimeSchema.nullable(),
      lunchBreakEnd: TimeSchema.nullable(),
    },
    // Each day of the week must be an object: anything else is the list's own message.
    { error: 'Horaires invalides.' },
  )
  .superRefine((day, ctx) => {
    if (day.isClosed) return;
    if (minutesOf(day.closeTime) <= minutesOf(day.openTime)) {
      ctx.addIssue({
        code: 'custom',
        path: ['closeTime'],
        message: "L'heure de fermeture doit être après l'heure d'ouverture.",
      });
    }
    if (!day.hasLunchBreak) return;
    const start = day.lunchBreakStart ? minutesOf(day.lunchBreakStart) : -1;
    const end = day.lunchBreakEnd ? minutesOf(day.lunchBreakEnd) : -1;
    if (start < 0 || end <= start) {
      ctx.addIssue({
        code: 'custom',
        path: ['lunchBreakEnd'],
        message: 'La fin de la pause doit être après son début.',
      });
    } else if (start < minutesOf(day.openTime) || end > minutesOf(day.closeTime)) {
      ctx.addIssue({
        code: 'custom',
        path: ['lunchBreakStart'],
        message: "La pause déjeuner doit être comprise dans les heures d'ouverture.",
      });
    }
  });

export const OpeningHoursSchema = z.object(
  {
    days: z
      .array(OpeningDaySchema, { error: 'Horaires invalides.' })
      .length(7, { error: 'Les sept jours de la semaine sont requis.' })
      .refine((days) => new Set(days.map((d) => d.day)).size === 7, {
        error: 'Chaque jour doit apparaître une fois.',
      }),
  },
  BODY_NOT_OBJECT,
);

export const EmployeeSchema = z.object(
  {
    fullName: FullNameSchema,
    position: text(100, 'Le poste est requis.'),
    email: z.union([z.literal(''), EmailSchema], { error: 'Email invalide' }).default(''),
    phone: OptionalPhoneSchema.default(''),
  },
  BODY_NOT_OBJECT,
);
export type EmployeeInput = z.input<typeof EmployeeSchema>;

const hoursField = (label: string, range: { min: number; max: number }) => {
  const whole = `${label} : un nombre d'heures entier est requis.`;
  return (
    z
      .union([z.number(), z.string()], { error: whole })
      // An emptied field is missing, not 0.
      .transform((value) =>
        typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value),
      )
      .pipe(
        z
          .number({ error: whole })
          .int({ error: whole })
          .min(range.min, { error: `${label} : entre ${range.min} et ${range.max} heures.` })
          .max(range.max, { error: `${label} : entre ${range.min} et ${range.max} heures.` }),
      )
  );
};

/** A salon's booking rules (docs/product.md#booking-rules); not moderated, they change no public text. */
export const BookingRulesSchema = z.object(
  {
    cancellationWindowHours: hoursField("Délai d'annulation", BOOKING_RULES.cancellationWindowHours),
    reminderHours: hoursField('Rappel avant le rendez-vous', BOOKING_RULES.reminderHours),
    responseHours: hoursField('Délai de réponse', BOOKING_RULES.responseHours),
  },
  BODY_NOT_OBJECT,
);
export type BookingRulesInput = z.input<typeof BookingRulesSchema>;
