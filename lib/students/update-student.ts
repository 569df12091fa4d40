import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { assertOwnTags } from './assert-own-tags';
import { recordLifecycleEvent, type LifecycleEventInput } from './record-lifecycle-event';
import type { TStudent } from './response-schemas';
import { preferredHoursIssue, type TUpdateStudentInput } from './schemas';
import { ownStudentWhere, studentSelect, toStudent } from './student-fields';

type UpdateStudent = { teacherId: string; studentId: string; input: TUpdateStudentInput; meta?: RequestMeta };

/** The lifecycle events a change causes: level and mood changes, and an inactive student made active. */
function lifecycleEventsOf(before: TStudent, input: TUpdateStudentInput) {
  const events: Pick<LifecycleEventInput, 'type' | 'metadata'>[] = [];
  if (input.level !== undefined && input.level !== before.level) {
    events.push({ type: 'level_changed', metadata: { from: before.level, to: input.level } });
  }
  if (input.mood !== undefined && input.mood !== before.mood) {
    events.push({ type: 'mood_updated', metadata: { from: before.mood, to: input.mood } });
  }
  if (before.status === 'inactive' && input.status === 'active') {
    events.push({ type: 'reactivated', metadata: { source: 'status_changed_by_teacher' } });
  }
  return events;
}

/**
 * Changes any subset of a student's editable fields. `tagIds` replaces the whole set (delete, then
 * insert) in the same transaction as the other fields and the lifecycle events the change causes.
 */
export async function updateStudent({ teacherId, studentId, input, meta }: UpdateStudent): Promise<TStudent> {
  const current = await db.student.findFirst({ where: ownStudentWhere(teacherId, studentId), select: studentSelect });
  if (!current) throw new NotFoundError('Student');
  const before = toStudent(current);
  const { tagIds, ...fields } = input;
  await assertOwnTags(teacherId, tagIds);
  const hoursIssue = preferredHoursIssue({ ...before, ...fields });
  if (hoursIssue) {
    throw new ValidationError('The request is not valid', [
      { path: hoursIssue.path.join('.'), message: hoursIssue.message },
    ]);
  }

  return transaction(async (tx) => {
    // updatedAt is set explicitly so that a tags-only change still writes (and checks) the row.
    const { count } = await tx.student.updateMany({
      where: ownStudentWhere(teacherId, studentId),
      data: { ...fields, updatedAt: new Date() },
    });
    if (count === 0) throw new NotFoundError('Student'); // deleted meanwhile
    if (tagIds) {
      await tx.studentTag.deleteMany({ where: { studentId } });
      await tx.studentTag.createMany({ data: tagIds.map((tagId) => ({ studentId, tagId })) });
    }
    for (const event of lifecycleEventsOf(before, input)) {
      await recordLifecycleEvent(tx, { teacherId, studentId, ...event });
    }
    const after = toStudent(await tx.student.findUniqueOrThrow({ where: { id: studentId }, select: studentSelect }));
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'student.update',
      entity: { type: 'student', id: studentId },
      before,
      after,
      request: meta,
    });
    return after;
  });
}
