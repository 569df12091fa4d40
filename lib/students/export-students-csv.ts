import 'server-only';
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { db } from '@/lib/core/db';
import { neutralizeCell } from '@/lib/core/csv';
import { formatLocalIso, usableTimeZone } from '@/lib/core/time';
import { loadStudentActivity } from './load-student-activity';
import type { TStudentActivity } from './response-schemas';

type ExportStudentsCsv = {
  teacherId: string;
  /** The teacher's zone: every time is written on its clock, with its offset (`2026-03-29T10:00:00+02:00`). */
  timeZone: string;
  batchSize?: number;
  now?: Date;
};

const exportSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  status: true,
  level: true,
  mood: true,
  timezone: true,
  createdAt: true,
  tags: { select: { tagId: true } },
} as const;

type ExportRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  status: string;
  level: string | null;
  mood: string | null;
  timezone: string;
  createdAt: Date;
  tags: string;
} & TStudentActivity & { zone: string };

/** An instant as ISO 8601 on the teacher's clock, with the offset: a spreadsheet and a person read the same time. */
const local = (at: Date | string | null, zone: string) =>
  at === null ? null : formatLocalIso(new Date(at).getTime(), zone);

/** The export's columns, in order (documented in docs/decisions/0016-student-crm.md). */
export const studentCsvColumns: readonly { header: string; value: (row: ExportRow) => unknown }[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Status', value: (row) => row.status },
  { header: 'Level', value: (row) => row.level },
  { header: 'Mood', value: (row) => row.mood },
  { header: 'Time zone', value: (row) => row.timezone },
  { header: 'Tags', value: (row) => row.tags },
  { header: 'Credits available', value: (row) => row.credits.available },
  { header: 'Credits total', value: (row) => row.credits.total },
  { header: 'Sessions', value: (row) => row.counts.total },
  { header: 'Completed', value: (row) => row.counts.completed },
  { header: 'Cancelled', value: (row) => row.counts.cancelled },
  { header: 'No-shows', value: (row) => row.counts.noShows },
  { header: 'Consistency %', value: (row) => row.counts.consistency },
  { header: 'Last contact', value: (row) => local(row.lastContact, row.zone) },
  { header: 'Next session', value: (row) => local(row.nextSessionAt, row.zone) },
  { header: 'Last session', value: (row) => local(row.lastSessionAt, row.zone) },
  { header: 'Suggested action', value: (row) => row.suggestedAction?.label },
  { header: 'Added', value: (row) => local(row.createdAt, row.zone) },
];

/** Batches of students by name (keyset cursor on name, id), each with its activity: constant memory. */
async function* csvRecords({ teacherId, timeZone, batchSize = 500, now = new Date() }: ExportStudentsCsv) {
  const zone = usableTimeZone(timeZone);
  const tags = await db.tag.findMany({ where: { teacherId }, select: { id: true, name: true } });
  const tagName = new Map(tags.map((tag) => [tag.id, tag.name]));
  let cursor: string | undefined;
  for (;;) {
    const batch = await db.student.findMany({
      where: { teacherId, deletedAt: null },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      take: batchSize,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      select: exportSelect,
    });
    if (!batch.length) return;
    const activity = await loadStudentActivity({ teacherId, students: batch, now });
    for (const student of batch) {
      const row: ExportRow = {
        ...student,
        tags: student.tags
          .map((tag) => tagName.get(tag.tagId))
          .filter(Boolean)
          .sort()
          .join('; '),
        ...activity.get(student.id)!,
        zone,
      };
      yield studentCsvColumns.map((column) => neutralizeCell(column.value(row)));
    }
    if (batch.length < batchSize) return;
    cursor = batch.at(-1)!.id;
  }
}

/**
 * Every non-deleted student of the teacher as CSV, streamed: rows are read in batches as the client
 * reads, never all at once. Cells are neutralised against formula injection (`=cmd()` -> `'=cmd()`).
 * Times are the teacher's local time with its offset.
 */
export function exportStudentsCsv(options: ExportStudentsCsv): ReadableStream<Uint8Array> {
  const csv = stringify({
    header: true,
    columns: studentCsvColumns.map((column) => column.header),
    record_delimiter: '\r\n',
  });
  // pipeline, not pipe: a failing query destroys the CSV stream, so the download errors instead of hanging.
  pipeline(Readable.from(csvRecords(options)), csv, () => undefined);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
