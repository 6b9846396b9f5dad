import { defineConfig } from 'drizzle-kit';

// Used only to generate SQL migrations from src/server/db/schema/ (`npm run db:generate`): its index
// re-exports every area, so drizzle-kit sees the tables the app sees.
// Migrations are applied by the app's own migrator at start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
