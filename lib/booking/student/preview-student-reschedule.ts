import 'server-only';
import { db } from '@/lib/core/db';
import { decideStudentReschedule } from './decide-student-reschedule';
import { findOwnSession } from './find-own-session';
import type { TReschedulePreview } from './schemas';
import type { StudentRef } from './student-session-fields';

/** The dry run of moving the student's session to `startUtc`: the policy's verdict and whether the time is free. */
export async function previewStudentReschedule({
  student,
  sessionId,
  startUtc,
  now = new Date(),
}: {
  student: StudentRef;
  sessionId: string;
  startUtc: string;
  now?: Date;
}): Promise<TReschedulePreview> {
  const session = await findOwnSession(db, student, sessionId);
  return decideStudentReschedule(db, { session, studentId: student.id, startUtc: new Date(startUtc), now });
}
