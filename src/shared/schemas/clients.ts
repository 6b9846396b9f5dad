import { z } from 'zod';
import {
  CLIENT_ALLERGIES_MAX_LENGTH,
  CLIENT_NOTE_MAX_LENGTH,
  SALON_BOOKING_ORIGINS,
  SALON_NOTE_MAX_LENGTH,
} from '../clients';
import { ChosenPackage, DateSchema, VisitPartsSchema } from './bookings';
import {
  BODY_NOT_OBJECT,
  EmailSchema,
  FullNameSchema,
  isStorableInstant,
  PageSchema,
  PhoneSchema,
  TimeSchema,
  withoutControlCharacters,
} from './fields';

// The salon's client file and the appointments it enters (docs/product.md#client-file).

/** An e-mail a client may not have: "" means none. */
const OptionalEmailSchema = z.union([z.literal(''), EmailSchema], { error: 'Email invalide' });

const AllergiesSchema = withoutControlCharacters(
  z
    .string({ error: 'Texte invalide.' })
    .trim()
    .max(CLIENT_ALLERGIES_MAX_LENGTH, {
      error: `Ce champ ne doit pas dépasser ${CLIENT_ALLERGIES_MAX_LENGTH} caractères.`,
    }),
);

/** "Nouveau client": a name and a number; the e-mail is optional. */
export const NewClientSchema = z.object(
  { fullName: FullNameSchema, phone: PhoneSchema, email: OptionalEmailSchema.default('') },
  BODY_NOT_OBJECT,
);
export type NewClientInput = z.input<typeof NewClientSchema>;

/** The contact and the allergies of a file, as the "Fiche client" edits them. */
export const UpdateClientSchema = z.object(
  {
    fullName: FullNameSchema,
    phone: PhoneSchema,
    email: OptionalEmailSchema.default(''),
    allergies: AllergiesSchema.default(''),
    /**
     * "Rappels par WhatsApp": the salon asked the client and ticks it (decision 078). Left out, the
     * file keeps what it had: a page written before it existed does not turn it off.
     */
    whatsappOptIn: z.boolean({ error: 'Valeur invalide.' }).optional(),
  },
  BODY_NOT_OBJECT,
);
export type UpdateClientInput = z.input<typeof UpdateClientSchema>;

export const ClientNoteSchema = z.object(
  {
    body: z
      .string({ error: 'La note est requise.' })
      .trim()
      .min(1, { error: 'La note est requise.' })
      .max(CLIENT_NOTE_MAX_LENGTH, {
        error: `La note ne doit pas dépasser ${CLIENT_NOTE_MAX_LENGTH} caractères.`,
      }),
  },
  BODY_NOT_OBJECT,
);
export type ClientNoteInput = z.input<typeof ClientNoteSchema>;

/** The "Clients" list: a search by name or by any spelling of a number, and a page. */
export const ClientListQuerySchema = z.object({
  q: z
    .string({ error: 'Recherche invalide.' })
    .trim()
    .max(100, { error: 'La recherche ne doit pas dépasser 100 caractères.' })
    .default(''),
  page: PageSchema,
});

/** Who the appointment is for: a file of the book, a new client, or someone passing by. */
export const AppointmentClientSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('existing'), id: z.uuid({ error: 'Client introuvable.' }) }),
    z.object({
      kind: z.literal('new'),
      fullName: FullNameSchema,
      phone: PhoneSchema,
      email: OptionalEmailSchema.default(''),
    }),
    z.object({
      kind: z.literal('walk_in'),
      fullName: z.union([z.literal(''), FullNameSchema], { error: 'Nom invalide.' }).default(''),
    }),
  ],
  { error: 'Veuillez choisir un client.' },
);

/** "Nouveau rendez-vous" from the agenda, and "Client de passage". */
export const AgendaAppointmentSchema = z.object(
  {
    client: AppointmentClientSchema,
    serviceId: z.uuid({ error: 'Veuillez sélectionner un service' }),
    employeeId: z
      .union([z.null(), z.uuid({ error: 'Employé invalide.' })], { error: 'Employé invalide.' })
      .default(null),
    start: z.iso
      .datetime({ offset: true, error: 'Veuillez indiquer une date et une heure.' })
      .refine(isStorableInstant, { error: 'Veuillez indiquer une date et une heure.' }),
    origin: z.enum(SALON_BOOKING_ORIGINS, { error: 'Origine invalide.' }),
    salonNote: z
      .string({ error: 'Note invalide.' })
      .trim()
      .max(SALON_NOTE_MAX_LENGTH, {
        error: `La note ne doit pas dépasser ${SALON_NOTE_MAX_LENGTH} caractères.`,
      })
      .default(''),
    notifyClient: z.boolean({ error: 'Valeur invalide.' }).default(false),
    /** "Ajouter quand même": the salon knows the time is outside the employee's hours. */
    outsideHours: z.boolean({ error: 'Valeur invalide.' }).default(false),
    /** A visit: the services after the first, each with its person (the first one's when left out). */
    followedBy: VisitPartsSchema,
    /** The package these services are booked as: its name and its price. */
    packageId: ChosenPackage,
  },
  BODY_NOT_OBJECT,
);
export type AgendaAppointmentInput = z.input<typeof AgendaAppointmentSchema>;

export const MergeClientsSchema = z.object(
  { otherId: z.uuid({ error: 'Client introuvable.' }) },
  BODY_NOT_OBJECT,
);

/**
 * The agenda's "Nouveau rendez-vous" form: the API's body with the day and the time apart (the page
 * turns them into an instant in the salon's zone).
 */
export const AppointmentFormSchema = AgendaAppointmentSchema.omit({ start: true, outsideHours: true }).extend(
  {
    date: DateSchema,
    time: TimeSchema,
  },
);
export type AppointmentFormInput = z.input<typeof AppointmentFormSchema>;
