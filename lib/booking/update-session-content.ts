import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { homeworkDueInstant } from './homework-due';
import type { TSessionContent, TSessionContentInput } from './session-schemas';

const contentSelect = {
  id: true,
  teacherNotes: true,
  summary: true,
  homework: true,
  homeworkDueAt: true,
  meetingUrl: true,
} as const;

/**
 * Notes, summary, homework (with its due day, in the teacher's zone) and meeting link of a session of
 * the teacher, in any state.
 */
export async function updateSessionContent({
  teacherId,
  sessionId,
  input,
  meta,
}: {
  teacherId: string;
  sessionId: string;
  input: TSessionContentInput;
  meta?: RequestMeta;
}): Promise<TSessionContent> {
  return transaction(async (tx) => {
    const { homeworkDueAt, ...fields } = input;
    const data: Prisma.SessionUpdateManyMutationInput = { ...fields };
    if (homeworkDueAt !== undefined) {
      const teacher = await tx.teacher.findUniqueOrThrow({ where: { id: teacherId }, select: { timezone: true } });
      data.homeworkDueAt = homeworkDueAt === null ? null : homeworkDueInstant(homeworkDueAt, teacher.timezone);
    }
    const [updated] = await tx.session.updateManyAndReturn({
      where: { id: sessionId, teacherId },
      data,
      select: contentSelect,
    });
    if (!updated) throw new NotFoundError('Session');
    const row = { ...updated, homeworkDueAt: updated.homeworkDueAt?.toISOString() ?? null };
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'session.update_content',
      entity: { type: 'session', id: sessionId },
      metadata: { fields: Object.keys(input) },
      request: meta,
    });
    return row;
  });
}
