import 'server-only';
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { db } from '@/lib/core/db';
import { neutralizeCell } from '@/lib/core/csv';
import type { Locale } from '@/lib/core/locale';
import { formatLocalIso, usableTimeZone } from '@/lib/core/time';
import { translator } from '@/lib/i18n/translator';
import { loadStudentActivity } from './load-student-activity';
import type { TStudentActivity } from './response-schemas';

type ExportStudentsCsv = {
  teacherId: string;
  /** The teacher's zone: every time is written on its clock, with its offset (`2026-03-29T10:00:00+02:00`). */
  timeZone: string;
  batchSize?: number;
  now?: Date;
  /** The teacher's language: the header row's labels (English when not given). */
  locale?: Locale;
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

/**
 * The export's columns, in order (documented in docs/decisions/0016-student-crm.md), with their English
 * header; the header row is written from the catalogue (`csvExports.students.<key>`, whose English is
 * the same) in the teacher's language (decision 0117).
 */
export const studentCsvColumns: readonly { key: string; header: string; value: (row: ExportRow) => unknown }[] = [
  { key: 'id', header: 'Id', value: (row) => row.id },
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'email', header: 'E-mail', value: (row) => row.email },
  { key: 'phone', header: 'Phone', value: (row) => row.phone },
  { key: 'status', header: 'Status', value: (row) => row.status },
  { key: 'level', header: 'Level', value: (row) => row.level },
  { key: 'mood', header: 'Mood', value: (row) => row.mood },
  { key: 'timeZone', header: 'Time zone', value: (row) => row.timezone },
  { key: 'tags', header: 'Tags', value: (row) => row.tags },
  { key: 'creditsAvailable', header: 'Credits available', value: (row) => row.credits.available },
  { key: 'creditsTotal', header: 'Credits total', value: (row) => row.credits.total },
  { key: 'sessions', header: 'Sessions', value: (row) => row.counts.total },
  { key: 'completed', header: 'Completed', value: (row) => row.counts.completed },
  { key: 'cancelled', header: 'Cancelled', value: (row) => row.counts.cancelled },
  { key: 'noShows', header: 'No-shows', value: (row) => row.counts.noShows },
  { key: 'consistency', header: 'Consistency %', value: (row) => row.counts.consistency },
  { key: 'lastContact', header: 'Last contact', value: (row) => local(row.lastContact, row.zone) },
  { key: 'nextSession', header: 'Next session', value: (row) => local(row.nextSessionAt, row.zone) },
  { key: 'lastSession', header: 'Last session', value: (row) => local(row.lastSessionAt, row.zone) },
  { key: 'suggestedAction', header: 'Suggested action', value: (row) => row.suggestedAction?.label },
  { key: 'added', header: 'Added', value: (row) => local(row.createdAt, row.zone) },
];

/** The header row in the teacher's language. */
export const studentCsvHeaders = (locale?: Locale): string[] => {
  const t = translator(locale, 'csvExports.students');
  return studentCsvColumns.map((column) => t(column.key));
};

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
    columns: studentCsvHeaders(options.locale),
    record_delimiter: '\r\n',
  });
  // pipeline, not pipe: a failing query destroys the CSV stream, so the download errors instead of hanging.
  pipeline(Readable.from(csvRecords(options)), csv, () => undefined);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
