// Applies migrations and loads the demo data: what `npm run dev` and the e2e server do before starting.
import { disconnectDatabase } from '@/lib/core/db';
import { migrateCurrentDatabase } from '@/lib/core/db/migrate-embedded';
import { seedDemoData } from '@/prisma/seed-demo';

const applied = await migrateCurrentDatabase();
console.info(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date');
console.info(`demo data ready: ${await seedDemoData()}`);
await disconnectDatabase();
