import 'server-only';
import { NotFoundError } from '@/lib/core/errors';
import { transaction } from '@/lib/outbox/transaction';
import {
  assertDayTotal,
  assertOwnService,
  assertPracticeDay,
  fromIsoDay,
  lockPracticeStudent,
  practiceLogSelect,
  toIsoDay,
  toPracticeLog,
  type PracticeStudent,
} from './practice-log-fields';
import type { TPracticeLog, TUpdatePracticeLogInput } from './schemas';

/** Changes one of the student's own entries under the same rules as a new one; anyone else's is 404. */
export async function updatePracticeLog({
  student,
  id,
  input,
  now = new Date(),
}: {
  student: PracticeStudent;
  id: string;
  input: TUpdatePracticeLogInput;
  now?: Date;
}): Promise<TPracticeLog> {
  return transaction(async (tx) => {
    const { timeZone } = await lockPracticeStudent(tx, student);
    const entry = await tx.practiceLog.findFirst({
      where: { id, teacherId: student.teacherId, studentId: student.id },
      select: practiceLogSelect,
    });
    if (!entry) throw new NotFoundError('Practice entry');
    const day = input.practisedOn ?? toIsoDay(entry.practisedOn);
    const minutes = input.minutes ?? entry.minutes;
    if (input.practisedOn !== undefined) assertPracticeDay(day, timeZone, now);
    await assertOwnService(tx, student.teacherId, input.serviceId);
    await assertDayTotal(tx, student, { day, minutes, exceptId: id });
    const row = await tx.practiceLog.update({
      where: { id },
      data: {
        practisedOn: fromIsoDay(day),
        minutes,
        ...(input.note !== undefined ? { note: input.note || null } : {}),
        ...(input.serviceId !== undefined ? { serviceId: input.serviceId } : {}),
      },
      select: practiceLogSelect,
    });
    return toPracticeLog(row);
  });
}
