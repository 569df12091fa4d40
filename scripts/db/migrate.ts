// npm run db:migrate                 apply pending migrations (DATABASE_URL, else embedded PGlite)
// npm run db:migrate:create -- name  write prisma/migrations/<stamp>_<name> from schema changes
import { openPglite, pgliteAdapter, postgresAdapter } from '@/lib/core/db/adapters';
import { applyMigrations, createMigration } from '@/lib/core/db/migrate';
import { embeddedDataDir } from '@/lib/core/db';

const [command = 'deploy', name] = process.argv.slice(2);

if (command === 'create') {
  if (!name) throw new Error('usage: npm run db:migrate:create -- <name>');
  // A diff only needs a shadow database, so an in-memory PGlite serves whatever DATABASE_URL says.
  const scratch = await openPglite({ dataDir: 'memory://' });
  const folder = await createMigration(pgliteAdapter(scratch), name);
  console.info(folder ? `created prisma/migrations/${folder}` : 'no schema changes');
  await scratch.close();
} else if (command === 'deploy') {
  const url = process.env.DATABASE_URL;
  const pglite = url ? undefined : await openPglite({ dataDir: embeddedDataDir() });
  const applied = await applyMigrations(pglite ? pgliteAdapter(pglite) : postgresAdapter(url!));
  console.info(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  await pglite?.close();
} else {
  throw new Error(`unknown command ${command}: use deploy or create`);
}
