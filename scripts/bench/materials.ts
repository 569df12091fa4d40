// npm run bench:materials [-- --reseed]
// The materials library for a teacher with 2,000 resources, 300 templates and 60 nested folders: the
// folder tree, the root's contents and the contents of the fullest folder that has subfolders (and a
// nested one), as p50/p95/p99 over N=200 calls of the domain function after a warm-up, with SQL
// statements per call.
// Uses DATABASE_URL when set, else its own embedded database in .data/bench-materials (seeded once).
import { performance } from 'node:perf_hooks';
import { PrismaClient } from '@/generated/prisma/client';
import { setDatabase } from '@/lib/core/db';
import { openPglite, pgliteAdapter, postgresAdapter } from '@/lib/core/db/adapters';
import { applyMigrations } from '@/lib/core/db/migrate';
import { listFolderContents } from '@/lib/materials/contents/list-folder-contents';
import { getFolderTree } from '@/lib/materials/folders/get-folder-tree';
import { ZContentsQuery } from '@/lib/materials/folders/schemas';
import { summarize } from './percentiles';
import { benchMaterialsTeacherSlug, seedMaterials } from './seed-materials';
import { StatementCounter } from './statement-counter';

const runs = 200;
const warmUp = 30;
const sizes = { folders: 60, templates: 300, resources: 2000 };

const url = process.env.DATABASE_URL;
const pglite = url ? undefined : await openPglite({ dataDir: '.data/bench-materials' });
const factory = pglite ? pgliteAdapter(pglite) : postgresAdapter(url!);
await applyMigrations(factory);
const counter = new StatementCounter();
const client = new PrismaClient({ adapter: counter.wrap(factory) });
setDatabase(client, pglite);

let teacher = await client.teacher.findUnique({ where: { slug: benchMaterialsTeacherSlug }, select: { id: true } });
const seeded =
  teacher &&
  (await client.materialFolder.count({ where: { teacherId: teacher.id } })) === sizes.folders &&
  (await client.lessonTemplate.count({ where: { teacherId: teacher.id } })) === sizes.templates &&
  (await client.resource.count({ where: { teacherId: teacher.id } })) === sizes.resources;
if (!seeded || process.argv.includes('--reseed')) {
  const started = performance.now();
  teacher = { id: await seedMaterials(client, sizes) };
  console.info(
    `seeded ${sizes.folders} folders, ${sizes.templates} templates, ${sizes.resources} resources in ${Math.round(performance.now() - started)} ms`,
  );
}
const teacherId = teacher!.id;
// PostgreSQL's autovacuum keeps planner statistics fresh after bulk inserts; PGlite has no autovacuum.
await client.$executeRawUnsafe('VACUUM ANALYZE');

async function measure(label: string, call: () => Promise<{ rows: number; total: number }>) {
  for (let index = 0; index < warmUp; index += 1) await call();
  const times: number[] = [];
  const before = counter.count;
  const cpuBefore = process.cpuUsage();
  let shape = { rows: 0, total: 0 };
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    shape = await call();
    times.push(performance.now() - started);
  }
  const statements = (counter.count - before) / runs;
  // CPU time of this process per call: with PGlite the database runs in-process too.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / runs;
  const { p50, p95, p99 } = summarize(times);
  const ms = (value: number) => value.toFixed(1).padStart(6);
  console.info(
    `${label.padEnd(36)} p50 ${ms(p50)} ms  p95 ${ms(p95)} ms  p99 ${ms(p99)} ms  cpu ${ms(cpuMs)} ms  ` +
      `${statements} SQL/request  (${shape.rows} rows of ${shape.total})`,
  );
}

const contents =
  (folderId: string | null, input: Record<string, unknown> = {}) =>
  async () => {
    const page = await listFolderContents({ teacherId, folderId, query: ZContentsQuery.parse(input) });
    const groups = [page.folders, page.templates, page.resources];
    return {
      rows: groups.reduce((sum, group) => sum + group.data.length, 0),
      total: groups.reduce((sum, group) => sum + group.total, 0),
    };
  };

const [fullest] = await client.$queryRaw<{ id: string }[]>`
  SELECT f.id FROM material_folders f
   WHERE f."teacherId" = ${teacherId}::uuid AND f."deletedAt" IS NULL
     AND EXISTS (SELECT 1 FROM material_folders c WHERE c."parentId" = f.id AND c."deletedAt" IS NULL)
   ORDER BY (SELECT COUNT(*) FROM resources r WHERE r."folderId" = f.id) DESC, f.id
   LIMIT 1`;
const nested = await client.materialFolder.findFirstOrThrow({
  where: { teacherId, depth: { gte: 3 }, deletedAt: null },
  orderBy: [{ depth: 'desc' }, { id: 'asc' }],
  select: { id: true },
});

console.info(
  `materials bench: ${url ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite (.data/bench-materials)'}, N=${runs} after ${warmUp} warm-up calls`,
);
await measure('folder tree (60 folders, itemCount)', async () => {
  const tree = await getFolderTree({ teacherId });
  return { rows: tree.data.length, total: tree.rootItemCount };
});
await measure('root contents (20, by name)', contents(null));
await measure('root contents (100, by usage)', contents(null, { limit: 100, sort: 'usage' }));
await measure('fullest folder with subfolders (20)', contents(fullest!.id));
await measure('same folder, page 2 by updated', contents(fullest!.id, { page: 2, sort: 'updated' }));
await measure('nested folder contents (20)', contents(nested.id));
await client.$disconnect();
await pglite?.close();
