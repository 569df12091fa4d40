import 'server-only';
import { transaction } from '@/lib/outbox/transaction';
import {
  assertDayTotal,
  assertOwnService,
  assertPracticeDay,
  fromIsoDay,
  lockPracticeStudent,
  practiceLogSelect,
  toPracticeLog,
  type PracticeStudent,
} from './practice-log-fields';
import type { TCreatePracticeLogInput, TPracticeLog } from './schemas';

/**
 * The student logs minutes of practice on a day of their own zone: 1-600 minutes (400 otherwise),
 * the day not after today nor more than 90 days back, and the day's entries together at most 1,440
 * minutes (422). Checked and written in one transaction that holds the student's row, so two entries
 * sent at once cannot pass the day's cap together.
 */
export async function createPracticeLog({
  student,
  input,
  now = new Date(),
}: {
  student: PracticeStudent;
  input: TCreatePracticeLogInput;
  now?: Date;
}): Promise<TPracticeLog> {
  return transaction(async (tx) => {
    const { timeZone } = await lockPracticeStudent(tx, student);
    assertPracticeDay(input.practisedOn, timeZone, now);
    await assertOwnService(tx, student.teacherId, input.serviceId);
    await assertDayTotal(tx, student, { day: input.practisedOn, minutes: input.minutes });
    const row = await tx.practiceLog.create({
      data: {
        teacherId: student.teacherId,
        studentId: student.id,
        practisedOn: fromIsoDay(input.practisedOn),
        minutes: input.minutes,
        note: input.note || null,
        serviceId: input.serviceId ?? null,
      },
      select: practiceLogSelect,
    });
    return toPracticeLog(row);
  });
}
