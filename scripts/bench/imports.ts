// npm run bench:imports
// A 5,000-row students CSV (the import's limit) through preview, commit and undo, the domain functions
// the routes call, with a fresh teacher each run: prints the time of each step. A tenth of the rows
// match students the teacher already has, so the update path is measured too.
// Uses DATABASE_URL when set, else its own embedded database in .data/bench-imports.
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { PrismaClient } from '@/generated/prisma/client';
import { setDatabase } from '@/lib/core/db';
import { openPglite, pgliteAdapter, postgresAdapter } from '@/lib/core/db/adapters';
import { applyMigrations } from '@/lib/core/db/migrate';
import { commitImport } from '@/lib/imports/commit-import';
import { previewStudentImport } from '@/lib/imports/students/preview-student-import';
import { undoImport } from '@/lib/imports/undo-import';
import { maxImportRows } from '@/lib/imports/schemas';

const url = process.env.DATABASE_URL;
const pglite = url ? undefined : await openPglite({ dataDir: '.data/bench-imports' });
const factory = pglite ? pgliteAdapter(pglite) : postgresAdapter(url!);
await applyMigrations(factory);
const client = new PrismaClient({ adapter: factory });
setDatabase(client, pglite);

const suffix = randomUUID().slice(0, 8);
const teacher = await client.teacher.create({
  data: {
    name: 'Bench importer',
    email: `bench-import-${suffix}@example.test`,
    slug: `bench-import-${suffix}`,
    timezone: 'Europe/Madrid',
  },
});
const existing = maxImportRows / 10;
await client.student.createMany({
  data: Array.from({ length: existing }, (_, index) => ({
    teacherId: teacher.id,
    name: `Student ${index}`,
    email: `student${index}@example.test`,
  })),
});

const lines = ['First Name;Last Name;E-mail;Phone;Status;Family;Notes'];
for (let index = 0; index < maxImportRows; index += 1) {
  lines.push(
    `Ana ${index};López;Student${index}@Example.test;+34 600 ${String(index).padStart(6, '0')};Active;Family ${Math.floor(index / 2)};"Likes Chopin; and jazz"`,
  );
}
const bytes = new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
console.info(
  `file: ${maxImportRows} rows, ${(bytes.byteLength / 1024).toFixed(0)} KiB, ${existing} rows match existing students`,
);

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.info(`${label.padEnd(8)} ${Math.round(performance.now() - started)} ms`);
  return result;
}

const preview = await timed('preview', () =>
  previewStudentImport({ teacherId: teacher.id, bytes, fileName: 'bench.csv' }),
);
const committed = await timed('commit', () =>
  commitImport({ teacherId: teacher.id, importId: preview.id, skipInvalidRows: false }),
);
console.info(`         ${JSON.stringify(committed.counts)}`);
await timed('undo', () => undoImport({ teacherId: teacher.id, importId: preview.id }));
await client.teacher.delete({ where: { id: teacher.id } });
await client.$disconnect();
await pglite?.close();
