// Applies migrations and loads the demo data: what `npm run dev` and the e2e server do before starting.
import { disconnectDatabase, migrateEmbeddedDatabase } from '@/lib/core/db';
import { applyMigrations } from '@/lib/core/db/migrate';
import { postgresAdapter } from '@/lib/core/db/adapters';
import { seedDemoData } from '@/prisma/seed-demo';

const url = process.env.DATABASE_URL;
const applied = url ? await applyMigrations(postgresAdapter(url)) : await migrateEmbeddedDatabase();
console.info(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date');
const summary = await seedDemoData();
console.info(`demo data ready: ${summary}`);
await disconnectDatabase();
