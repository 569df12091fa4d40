import { describe, expect, it } from 'vitest';
import { createReview, createService, createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listTeacherReviews } from './list-teacher-reviews';

const query = { page: 1, limit: 20 };

describe('listTeacherReviews', () => {
  it('takes two statements whatever the number of rows (no N+1)', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id });
    await createReview({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const few = await countQueries(() => listTeacherReviews({ teacherId: teacher.id, query }));
    for (let i = 0; i < 5; i++)
      await createReview({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const many = await countQueries(() => listTeacherReviews({ teacherId: teacher.id, query }));
    expect(many.result.total).toBe(6);
    expect(many.count).toBe(few.count);
  });

  it('hides the student of an anonymous review even if a name was stored', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    await createReview({ teacherId: teacher.id, studentId: student.id, isAnonymous: true, reviewerName: 'Leaked' });
    const { data } = await listTeacherReviews({ teacherId: teacher.id, query });
    expect(data[0]).toMatchObject({ student: null, reviewerName: null, reviewerAvatarUrl: null });
  });
});
