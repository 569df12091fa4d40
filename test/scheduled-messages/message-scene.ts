import { db } from '@/lib/core/db';
import { createStudent, createTag, createTeacher } from '@/test/factories';

/** Test helpers of scheduled messages: a teacher with students, and the e-mails a teacher's messages wrote. */

/** A teacher (Europe/Madrid) with two active students, one of them tagged, and a trial student. */
export async function teacherWithStudents() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  const tag = await createTag({ teacherId: teacher.id, name: 'Beginners' });
  const ana = await createStudent({ teacherId: teacher.id, name: 'Ana Active', status: 'active' });
  const bruno = await createStudent({ teacherId: teacher.id, name: 'Bruno Active', status: 'active' });
  const tina = await createStudent({ teacherId: teacher.id, name: 'Tina Trial', status: 'trial' });
  await db.studentTag.create({ data: { studentId: ana.id, tagId: tag.id } });
  return { teacher, tag, ana, bruno, tina };
}

/** A pending message written straight to the table (a send time of our choosing, no job queued). */
export function pendingMessage(data: {
  teacherId: string;
  sendAt: Date;
  audience?: 'student' | 'tag' | 'all_active';
  studentId?: string;
  tagId?: string;
}) {
  return db.scheduledMessage.create({
    data: { audience: 'all_active', subject: 'Holiday schedule', body: 'No lessons next week.', ...data },
  });
}

/** Addresses of the e-mails written to the outbox for the teacher's messages, sorted. */
export async function emailsOf(teacherId: string): Promise<string[]> {
  const effects = await db.outboxEffect.findMany({
    where: { kind: 'email', payload: { path: ['teacherId'], equals: teacherId } },
    select: { payload: true },
  });
  return effects.map((effect) => (effect.payload as { to: string }).to).sort();
}
