import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w @drisk/api` writes a new versioned migration into ./drizzle from the schema. The
 * script sets `--conditions=source`, so the schema's import of `@drisk/contract` resolves to its source.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
