import { z } from 'zod';
import {
  daysIn,
  STATISTICS_DATES_REQUIRED,
  STATISTICS_MAX_DAYS,
  STATISTICS_PERIODS,
  STATISTICS_SPAN_MESSAGE,
} from '../statistics';
import { DateSchema } from './bookings';

/**
 * GET /dashboard/statistics: one salon of the owner's (or all of them without `salonId`), over the
 * last 7 or 30 days, 12 months, or the days chosen ("custom": `from` and `to`, both included).
 */
export const StatisticsQuerySchema = z
  .object({
    salonId: z.uuid({ error: 'Salon invalide.' }).optional(),
    period: z.enum(STATISTICS_PERIODS, { error: 'Période invalide.' }).default('30d'),
    from: DateSchema.optional(),
    to: DateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return;
    if (!query.from || !query.to) {
      ctx.addIssue({
        code: 'custom',
        message: STATISTICS_DATES_REQUIRED,
        path: [query.from ? 'to' : 'from'],
      });
      return;
    }
    if (query.from > query.to) {
      ctx.addIssue({
        code: 'custom',
        message: 'La date de fin doit être après la date de début.',
        path: ['to'],
      });
    } else if (daysIn({ from: query.from, to: query.to }) > STATISTICS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: STATISTICS_SPAN_MESSAGE, path: ['to'] });
    }
  });
export type StatisticsQuery = z.input<typeof StatisticsQuerySchema>;
