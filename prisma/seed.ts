// npm run db:seed: loads the demo data (idempotent) into DATABASE_URL, else the embedded PGlite.
import { disconnectDatabase } from '@/lib/core/db';
import { migrateEmbeddedDatabase } from '@/lib/core/db/migrate-embedded';
import { seedDemoData } from './seed-demo';

try {
  // A fresh embedded database has no tables yet; a real PostgreSQL is migrated by `npm run db:migrate`.
  await migrateEmbeddedDatabase();
  console.info(await seedDemoData());
} finally {
  await disconnectDatabase();
}
