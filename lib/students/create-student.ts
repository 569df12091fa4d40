import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { assertOwnTags } from './assert-own-tags';
import { recordLifecycleEvent } from './record-lifecycle-event';
import type { TCreatedStudent } from './response-schemas';
import type { TCreateStudentInput } from './schemas';
import { sendWelcomeEmail } from './send-welcome-email';
import { studentSelect, toStudent } from './student-fields';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { defaultLocale } from '@/lib/core/locale';

type CreateStudent = { teacherId: string; input: TCreateStudentInput; meta?: RequestMeta };

const duplicateEmail = () => new ConflictError('A student with this e-mail already exists');

/**
 * Adds a student to the teacher's roster (status `active` and the teacher's time zone unless
 * given), records `first_contact`, and e-mails a magic link after the commit unless
 * `sendWelcomeEmail` is false. An e-mail already used by a student of the teacher is a 409; one of a
 * deleted student brings that student back with their history (docs/decisions/0016-student-crm.md).
 */
export async function createStudent({ teacherId, input, meta }: CreateStudent): Promise<TCreatedStudent> {
  const teacher = await db.teacher.findFirst({ where: { id: teacherId, deletedAt: null }, select: { timezone: true } });
  if (!teacher) throw new NotFoundError('Teacher');
  const { sendWelcomeEmail: welcome, tagIds = [], ...fields } = input;
  await assertOwnTags(teacherId, tagIds);

  // Every field is written, so a restored student starts from this form, not from the old record.
  const data = {
    name: fields.name,
    email: fields.email,
    phone: fields.phone ?? null,
    timezone: fields.timezone ?? teacher.timezone,
    // The student's language and clock (issue 32): as given, else English and the language's clock.
    locale: fields.locale ?? defaultLocale,
    hourCycle: fields.hourCycle ?? null,
    level: fields.level ?? null,
    goals: fields.goals ?? null,
    notes: fields.notes ?? null,
    status: fields.status ?? 'active',
    mood: fields.mood ?? null,
    preferredStartTime: fields.preferredStartTime ?? null,
    preferredEndTime: fields.preferredEndTime ?? null,
    preferredDays: fields.preferredDays ?? [],
    isMinor: fields.isMinor ?? false,
    deletedAt: null,
  } satisfies Prisma.StudentUncheckedUpdateInput;

  let outcome;
  try {
    outcome = await transaction(async (tx) => {
      const existing = await tx.student.findFirst({
        where: { teacherId, email: { equals: escapeLikePattern(fields.email), mode: 'insensitive' } },
        select: { id: true, deletedAt: true },
      });
      if (existing && !existing.deletedAt) throw duplicateEmail();
      const tags = { create: tagIds.map((tagId) => ({ tagId })) };
      const row = existing
        ? await tx.student.update({
            where: { id: existing.id },
            data: { ...data, tags: { deleteMany: {}, ...tags } },
            select: studentSelect,
          })
        : await tx.student.create({ data: { ...data, teacherId, tags }, select: studentSelect });
      await recordLifecycleEvent(tx, {
        teacherId,
        studentId: row.id,
        type: existing ? 'reactivated' : 'first_contact',
        metadata: { source: existing ? 'restored_by_teacher' : 'added_by_teacher' },
      });
      const student = toStudent(row);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: existing ? 'student.restore' : 'student.create',
        entity: { type: 'student', id: student.id },
        after: student,
        request: meta,
      });
      return { student, restored: Boolean(existing) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }

  const { student } = outcome;
  const welcomeEmail = welcome ? await sendWelcomeEmail(teacherId, student.id) : 'skipped';
  return { ...student, welcomeEmail, restored: outcome.restored };
}
