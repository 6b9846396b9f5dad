import { sql } from 'drizzle-orm';
import type { HealthStatus } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { AppError } from '../../base/errors';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';

export function registerHealthRoutes(api: ApiRouter, { db }: AppDeps) {
  api.route(endpoints.health, { allow: 'visitor', beforeTwoFactor: true }, async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new AppError(503, 'database_unavailable', 'La base de données est momentanément indisponible.');
    }
    return c.json({ status: 'ok' } satisfies HealthStatus);
  });
}
