import 'server-only';
import { exportSources, readTeacherRecord, type ExportSource } from './export-sources';
import { formatInZone } from '@/lib/core/format-time';

export const exportBatchSize = 500;
export const teacherExportFormat = 'lektio-teacher-export/1';

/** `lektio-data-export-YYYY-MM-DD.json`, the date as it is in the teacher's zone. */
export function teacherExportFilename(timezone: string, now = new Date()): string {
  return `lektio-data-export-${formatInZone(now, timezone, 'isoDate')}.json`;
}

/**
 * The export as JSON text, piece by piece: the header and teacher record, then each category as an
 * array written one batch (`batchSize` rows, keyset by id) at a time. Only one batch is held at once,
 * so a practice of any size streams in bounded memory.
 */
export async function* teacherExportChunks(
  teacherId: string,
  { now = new Date(), batchSize = exportBatchSize, sources = exportSources }: ExportOptions = {},
): AsyncGenerator<string> {
  const teacher = await readTeacherRecord(teacherId);
  yield `{"format":${JSON.stringify(teacherExportFormat)},"exportedAt":${JSON.stringify(now.toISOString())},`;
  yield `"teacher":${JSON.stringify(teacher)},"categories":{`;
  for (const [index, source] of sources.entries()) {
    yield `${index ? ',' : ''}${JSON.stringify(source.category)}:[`;
    let first = true;
    for await (const rows of batches(teacherId, source, batchSize)) {
      const text = rows.map((row) => JSON.stringify(row)).join(',');
      yield `${first ? '' : ','}${text}`;
      first = false;
    }
    yield ']';
  }
  yield '}}';
}

export type ExportOptions = { now?: Date; batchSize?: number; sources?: ExportSource[] };

async function* batches(teacherId: string, source: ExportSource, batchSize: number) {
  let last: string | undefined;
  for (;;) {
    const rows = await source.read(teacherId, last, batchSize);
    if (rows.length) yield rows;
    // A short page is the last one: no extra empty read.
    if (rows.length < batchSize) return;
    const tail = rows[rows.length - 1]!;
    last = source.cursor ? source.cursor(tail) : (tail as { id: string }).id;
  }
}

/** The chunks as a byte stream pulled by the client: nothing is read before the client asks for it. */
export function teacherExportStream(teacherId: string, options?: ExportOptions): ReadableStream<Uint8Array> {
  const chunks = teacherExportChunks(teacherId, options);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
