import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking-status';
import { BOOKING_NOTE_MAX_LENGTH, BOOKING_SCOPES, NOTE_REQUIRED_MESSAGE } from '../bookings';
import { DATE_PATTERN } from '../time-zone';
import { VISIT_MAX_PARTS } from '../visit-slots';
import { BODY_NOT_OBJECT, isStorableDay, PageSchema } from './fields';

/** A calendar date that exists (no 31 February), in a year the database stores. */
export const DateSchema = z
  .string({ error: 'Date invalide.' })
  .regex(DATE_PATTERN, { error: 'Date invalide.' })
  // zod runs this even when the pattern failed: it must not throw on any text.
  .refine(isStorableDay, { error: 'Date invalide.' });

/** The person chosen on the booking page; absent or empty: "Sans préférence". */
const ChosenEmployee = z
  .union([z.literal(''), z.null(), z.uuid({ error: 'Employé invalide.' })], { error: 'Employé invalide.' })
  .optional()
  .transform((value) => value || null);

/** The package a visit is booked as (docs/product.md#packages); absent or null: its services'. */
export const ChosenPackage = z
  .union([z.null(), z.uuid({ error: 'Forfait invalide.' })], { error: 'Forfait invalide.' })
  .optional()
  .transform((value) => value ?? null);

export const VISIT_TOO_LONG_MESSAGE = `Une visite compte ${VISIT_MAX_PARTS} prestations au plus.`;
export const VISIT_PART_MESSAGE = 'Prestation invalide.';

/** A service of a visit after the first, with its person ("Sans préférence" when absent). */
const VisitPartSchema = z.object(
  { serviceId: z.uuid({ error: 'Veuillez sélectionner un service' }), employeeId: ChosenEmployee },
  { error: VISIT_PART_MESSAGE },
);
export const VisitPartsSchema = z
  .array(VisitPartSchema, { error: VISIT_PART_MESSAGE })
  .max(VISIT_MAX_PARTS - 1, { error: VISIT_TOO_LONG_MESSAGE })
  .default([]);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The services after the first, in a slots query: "serviceId" or "serviceId.employeeId", separated
 * by commas (docs/product.md#service-timing).
 */
const VisitPartsQuery = z
  .string({ error: VISIT_PART_MESSAGE })
  .optional()
  .transform((value, ctx) => {
    if (!value) return [];
    const parts = value.split(',').map((entry) => {
      const [serviceId = '', employeeId = '', ...rest] = entry.split('.');
      return { serviceId, employeeId: employeeId || null, valid: rest.length === 0 };
    });
    if (parts.length > VISIT_MAX_PARTS - 1) {
      ctx.addIssue({ code: 'custom', message: VISIT_TOO_LONG_MESSAGE });
      return z.NEVER;
    }
    const wrong = parts.some(
      (part) =>
        !part.valid ||
        !UUID_PATTERN.test(part.serviceId) ||
        (part.employeeId !== null && !UUID_PATTERN.test(part.employeeId)),
    );
    if (wrong) {
      ctx.addIssue({ code: 'custom', message: VISIT_PART_MESSAGE });
      return z.NEVER;
    }
    return parts.map(({ serviceId, employeeId }) => ({ serviceId, employeeId }));
  });

export const SlotsQuerySchema = z.object({
  date: DateSchema,
  serviceId: z.uuid({ error: 'Service requis' }),
  employeeId: ChosenEmployee,
  /** A visit: the services after the first (`serviceId`), in order. */
  followedBy: VisitPartsQuery,
});

export const MONTH_MESSAGE = 'Mois invalide.';

/**
 * The days of a month with a free time for a service (and a person, or a visit): the date picker
 * marks the others (docs/product.md#booking-page).
 */
export const FreeDaysQuerySchema = z.object({
  month: z.string({ error: MONTH_MESSAGE }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MONTH_MESSAGE }),
  serviceId: z.uuid({ error: 'Service requis' }),
  employeeId: ChosenEmployee,
  followedBy: VisitPartsQuery,
});

/** The `followedBy` parameter of a slots query, from the services after the first. */
export function visitPartsParam(parts: readonly { serviceId: string; employeeId?: string | null }[]): string {
  return parts
    .map((part) => (part.employeeId ? `${part.serviceId}.${part.employeeId}` : part.serviceId))
    .join(',');
}

export const CreateBookingSchema = z.object(
  {
    salonId: z.uuid({ error: 'Salon invalide.' }),
    serviceId: z.uuid({ error: 'Veuillez sélectionner un service' }),
    start: z.iso.datetime({ offset: true, error: 'Veuillez sélectionner une date et un horaire' }),
    employeeId: ChosenEmployee,
    /** A visit: the services after the first, each with its person (docs/product.md#service-timing). */
    followedBy: VisitPartsSchema,
    packageId: ChosenPackage,
  },
  BODY_NOT_OBJECT,
);
export type CreateBookingInput = z.input<typeof CreateBookingSchema>;

const Note = z
  .string({ error: NOTE_REQUIRED_MESSAGE })
  .trim()
  .max(BOOKING_NOTE_MAX_LENGTH, {
    error: `La note ne doit pas dépasser ${BOOKING_NOTE_MAX_LENGTH} caractères.`,
  });

/** Refusing and cancelling need a note (docs/product.md#booking-statuses-and-actions). */
export const BookingNoteSchema = z.object(
  { note: Note.min(1, { error: NOTE_REQUIRED_MESSAGE }) },
  BODY_NOT_OBJECT,
);

export const MoveBookingSchema = z.object(
  {
    start: z.iso.datetime({ offset: true, error: 'Veuillez sélectionner une date et un horaire' }),
    /** The salon only, dragging an appointment to another person's column: who takes it then. */
    employeeId: z.uuid({ error: 'Employé invalide.' }).optional(),
  },
  BODY_NOT_OBJECT,
);

/** The bookings list: a tab, then the owner's and admin's filters (salon, status, days in the salon's zone). */
export const BookingListQuerySchema = z
  .object({
    scope: z.enum(BOOKING_SCOPES, { error: 'Onglet invalide.' }).default('upcoming'),
    status: z.enum(BOOKING_STATUSES, { error: 'Statut invalide.' }).optional(),
    salonId: z.uuid({ error: 'Salon invalide.' }).optional(),
    from: DateSchema.optional(),
    to: DateSchema.optional(),
    page: PageSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'La date de fin doit être après la date de début.',
    path: ['to'],
  });
export type BookingListFilters = Pick<
  z.output<typeof BookingListQuerySchema>,
  'status' | 'salonId' | 'from' | 'to'
>;

/** POST /dashboard/settle-past takes nothing but an object: the server decides which appointments. */
export const SettlePastSchema = z.object({}, BODY_NOT_OBJECT);
