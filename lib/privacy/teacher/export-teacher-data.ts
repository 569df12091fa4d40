import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { teacherExportFilename, teacherExportStream } from './stream-teacher-export';

/**
 * The teacher's data export as a streamed JSON attachment. The audit entry (`privacy.export`) is
 * committed before the first byte: a download that starts is always on record.
 */
export async function exportTeacherData({
  teacher,
  meta,
  now = new Date(),
}: {
  teacher: { id: string; timezone: string };
  meta?: RequestMeta;
  now?: Date;
}): Promise<Response> {
  await transaction((tx) =>
    recordAudit(tx, {
      teacherId: teacher.id,
      actor: { type: 'teacher', id: teacher.id },
      action: 'privacy.export',
      entity: { type: 'teacher', id: teacher.id },
      request: meta,
    }),
  );
  return new Response(teacherExportStream(teacher.id, { now }), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${teacherExportFilename(teacher.timezone, now)}"`,
      'cache-control': 'no-store',
    },
  });
}
