/** Set-up shared by the reviews domain tests (test-only). */
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';

/** A teacher, a service, a student and a completed session of theirs two days ago. */
export async function completedLesson() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity: 4 });
  const student = await createStudent({ teacherId: teacher.id });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    status: 'completed',
    startUtc: new Date(Date.now() - 48 * 3600_000),
  });
  return { teacher, service, student, session, ref: { id: student.id, teacherId: teacher.id } };
}
