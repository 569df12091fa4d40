import { defineConfig } from 'prisma/config';

// Prisma 7 reads no .env by itself. The URL only matters to a user who runs Prisma's own CLI
// (with internet); this project migrates through scripts/db/migrate.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'tsx prisma/seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/lektio' },
});
