import { defineConfig } from 'drizzle-kit';

// Used only to generate SQL migrations from src/server/db/schema.ts (`npm run db:generate`).
// Migrations are applied by the app's own migrator at start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
