import { describe, expect, it } from 'vitest';
import { createReview } from '@/test/factories';
import { listStudentReviews } from './list-student-reviews';
import { completedLesson } from '@/test/reviews/completed-lesson';

describe('listStudentReviews', () => {
  it("pages the student's own reviews newest first, nobody else's", async () => {
    const { teacher, student, ref } = await completedLesson();
    const older = await createReview({
      teacherId: teacher.id,
      studentId: student.id,
      createdAt: new Date('2026-10-01T10:00:00Z'),
    });
    const newer = await createReview({
      teacherId: teacher.id,
      studentId: student.id,
      createdAt: new Date('2026-10-02T10:00:00Z'),
    });
    await createReview({ teacherId: teacher.id });
    const first = await listStudentReviews({ student: ref, pagination: { page: 1, limit: 1 } });
    expect(first).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(first.data.map((review) => review.id)).toEqual([newer.id]);
    const second = await listStudentReviews({ student: ref, pagination: { page: 2, limit: 1 } });
    expect(second.data.map((review) => review.id)).toEqual([older.id]);
  });
});
