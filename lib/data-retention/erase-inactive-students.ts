import 'server-only';
import { log } from '@/lib/core/log';
import { dayMs } from '@/lib/core/time';
import { eraseStudent } from '@/lib/privacy/erase-student';
import { findInactiveStudents } from './inactive-students';
import type { TRetentionSettings } from './schemas';

type Scope = { teacherId: string; settings: TRetentionSettings; now: Date };

/**
 * Students due for erasure: autoDeleteEnabled, inactive beyond inactiveStudentDays, and noticed at
 * least notifyBeforeDeleteDays ago by a notice still covering their inactivity. `only` narrows to
 * these ids. Never anyone with autoDeleteEnabled off.
 */
export async function findStudentsToErase({ teacherId, settings, now, only }: Scope & { only?: string[] }) {
  if (!settings.autoDeleteEnabled) return [];
  const noticeBy = now.getTime() - settings.notifyBeforeDeleteDays * dayMs;
  const found = await findInactiveStudents({ teacherId, settings, now, minDays: settings.inactiveStudentDays, only });
  return found
    .filter((student) => student.noticedAt !== null && student.noticedAt.getTime() <= noticeBy)
    .map((s) => s.id);
}

export class RetentionErasureError extends Error {
  constructor(readonly failed: string[]) {
    super(`Retention erasure failed for ${String(failed.length)} student(s)`);
    this.name = 'RetentionErasureError';
  }
}

/**
 * Erases these students with eraseStudent (one transaction each, actor `system`), after checking
 * again that each is still due (one may have booked since the step that listed them). A failure
 * does not stop the others; the failed ones are thrown together at the end so the step is retried,
 * which finds the erased ones no longer due.
 */
export async function eraseInactiveStudents(scope: Scope & { studentIds: string[] }): Promise<number> {
  const due = await findStudentsToErase({ ...scope, only: scope.studentIds });
  const failed: string[] = [];
  for (const studentId of due) {
    try {
      await eraseStudent({
        teacherId: scope.teacherId,
        studentId,
        actor: { type: 'system', id: null },
        now: scope.now,
      });
    } catch (err) {
      log.error({ err, teacherId: scope.teacherId, studentId }, 'retention: erasing an inactive student failed');
      failed.push(studentId);
    }
  }
  if (failed.length) throw new RetentionErasureError(failed);
  return due.length;
}
