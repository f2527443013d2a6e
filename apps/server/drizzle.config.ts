import { defineConfig } from 'drizzle-kit';

// `npm run db:generate --workspace @marketpult/server` writes a new migration into ./drizzle
// after src/db/schema.ts changes; the server applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
