import { z } from 'zod';
import { SALON_SORTS, SALONS_MAX_PAGE_SIZE, SALONS_PAGE_SIZE } from '../salon-list';
import { PageSchema } from './fields';

/** Query of the public salon list; every value arrives as text from the URL. */
export const SalonListQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'La recherche ne doit pas dépasser 100 caractères.' }).default(''),
  /** A category id of the home page, or an exact service name. */
  service: z.string().trim().max(100, { error: 'Service invalide.' }).default(''),
  sort: z.enum(SALON_SORTS, { error: 'Tri invalide.' }).default('rating'),
  page: PageSchema,
  pageSize: z.coerce
    .number({ error: 'Taille de page invalide.' })
    .int({ error: 'Taille de page invalide.' })
    .min(1, { error: 'Taille de page invalide.' })
    .max(SALONS_MAX_PAGE_SIZE, { error: 'Taille de page invalide.' })
    .default(SALONS_PAGE_SIZE),
});
export type SalonListQuery = z.output<typeof SalonListQuerySchema>;

export const UuidParamSchema = z.uuid({ error: 'Identifiant invalide.' });
