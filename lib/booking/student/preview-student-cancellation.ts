import 'server-only';
import { db } from '@/lib/core/db';
import { decideStudentCancellation } from './decide-student-cancellation';
import { findOwnSession } from './find-own-session';
import type { TCancellationPreview } from './schemas';
import type { StudentRef } from './student-session-fields';

/** The dry run of the student's cancel: exactly the `outcome` and `credits` the cancel would return now. */
export async function previewStudentCancellation({
  student,
  sessionId,
  now = new Date(),
}: {
  student: StudentRef;
  sessionId: string;
  now?: Date;
}): Promise<TCancellationPreview> {
  const session = await findOwnSession(db, student, sessionId);
  const { outcome, credits } = await decideStudentCancellation(db, { session, studentId: student.id, now });
  return { outcome, credits };
}
