import { z } from 'zod';
import { AVAILABILITY_PRESETS } from '../availability';
import { CITY_SLUGS } from '../cities';
import {
  PAGE_TOO_DEEP_MESSAGE,
  SALON_SEARCH_MAX_LENGTH,
  SALON_SORTS,
  SALONS_MAX_PAGE_NUMBER,
  SALONS_MAX_PAGE_SIZE,
  SALONS_PAGE_SIZE,
} from '../salon-list';
import { DATE_PATTERN } from '../time-zone';
import { PageSchema } from './fields';

/** A list cursor that is not one the API gave, or not for this sort. */
export const LIST_CURSOR_MESSAGE = 'Suite de liste invalide : rechargez la liste.';

const AVAILABILITY_VALUES = AVAILABILITY_PRESETS.map((preset) => preset.value) as [string, ...string[]];

function positionSchema(limit: number) {
  // An empty value in the URL is no position, not 0.
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'Position invalide.' })
      .min(-limit, { error: 'Position invalide.' })
      .max(limit, { error: 'Position invalide.' })
      .optional(),
  );
}

/** Query of the public salon list; every value arrives as text from the URL. */
export const SalonListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SALON_SEARCH_MAX_LENGTH, { error: 'La recherche ne doit pas dépasser 100 caractères.' })
    .default(''),
  /** A category id of the home page, or an exact service name. */
  service: z.string().trim().max(100, { error: 'Service invalide.' }).default(''),
  sort: z.enum(SALON_SORTS, { error: 'Tri invalide.' }).default('rating'),
  /** A city's slug (docs/product.md#where-and-when); '' for every city. */
  ville: z.union([z.literal(''), z.enum(CITY_SLUGS)], { error: 'Ville inconnue.' }).default(''),
  /** The browser's position ("Autour de moi"): both or neither. */
  lat: positionSchema(90),
  lng: positionSchema(180),
  /** "Disponibilité": a preset or a date (YYYY-MM-DD, within the days kept ready; checked by the API). */
  dispo: z
    .union(
      [
        z.literal(''),
        z.enum(AVAILABILITY_VALUES),
        z.string().regex(DATE_PATTERN, { error: 'Disponibilité invalide.' }),
      ],
      {
        error: 'Disponibilité invalide.',
      },
    )
    .default(''),
  page: PageSchema,
  /**
   * "Voir plus" past the first page: the `nextCursor` of the page before, for the sorts an index
   * serves (decision 056). Opaque; checked by the API.
   */
  after: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: LIST_CURSOR_MESSAGE })
      .regex(/^[A-Za-z0-9_-]{1,1200}$/, { error: LIST_CURSOR_MESSAGE })
      .optional(),
  ),
  pageSize: z.coerce
    .number({ error: 'Taille de page invalide.' })
    .int({ error: 'Taille de page invalide.' })
    .min(1, { error: 'Taille de page invalide.' })
    .max(SALONS_MAX_PAGE_SIZE, { error: 'Taille de page invalide.' })
    .default(SALONS_PAGE_SIZE),
});
export type SalonListQuery = z.output<typeof SalonListQuerySchema>;

/** "Autour de moi" needs both coordinates; sorting by distance needs them too. */
export const SalonListQueryRefinedSchema = SalonListQuerySchema.superRefine((query, context) => {
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    context.addIssue({ code: 'custom', path: ['lat'], message: 'Position invalide.' });
  } else if (query.sort === 'distance' && query.lat === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['sort'],
      message: 'Le tri par distance demande votre position.',
    });
  }
  // The distance sort has no cursor: its pages go by number, at the cost of its whole sort anyway.
  if (query.sort !== 'distance' && !query.after && query.page > SALONS_MAX_PAGE_NUMBER) {
    context.addIssue({ code: 'custom', path: ['page'], message: PAGE_TOO_DEEP_MESSAGE });
  }
});

export const UuidParamSchema = z.uuid({ error: 'Identifiant invalide.' });
