import { z } from 'zod';
import { SECURITY_EVENT_TYPES } from '../security-events';
import { isStorableDay, PageSchema } from './fields';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY, { error: 'Date invalide (AAAA-MM-JJ).' })
  .refine(isStorableDay, { error: 'Date invalide (AAAA-MM-JJ).' });

/** The filters of the "Journal de sécurité": the page's URL and the API's query, one schema. */
export const SecurityLogQuerySchema = z
  .object({
    type: z.enum(SECURITY_EVENT_TYPES, { error: "Type d'événement inconnu." }).optional(),
    q: z.string().trim().max(100, { error: 'La recherche ne doit pas dépasser 100 caractères.' }).default(''),
    from: day.optional(),
    to: day.optional(),
    page: PageSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'La date de fin doit suivre la date de début.',
  });
export type SecurityLogQuery = z.output<typeof SecurityLogQuerySchema>;

export const SECURITY_LOG_PAGE_SIZE = 50;
