import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @drisk/api` writes a new versioned migration into ./drizzle from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
