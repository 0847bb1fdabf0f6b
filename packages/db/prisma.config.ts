import { defineConfig } from 'prisma/config';

// Used by the Prisma CLI (generate; migrate deploy on machines that can fetch the native engine).
// Offline, migrations run through src/cli/migrate.ts instead. DATABASE_URL is optional so that
// `prisma generate` works without a database.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
