import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs the schema against the last snapshot and writes a new
// SQL migration; migrations are committed and applied at start by src/server/db/client.ts.
// Constraints drizzle-kit cannot express live in hand-written migrations
// (`npx drizzle-kit generate --custom --name <what>`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  strict: true,
  verbose: true,
});
