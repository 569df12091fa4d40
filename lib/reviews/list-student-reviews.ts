import 'server-only';
import type { StudentRef } from '@/lib/booking/student/student-session-fields';
import { db } from '@/lib/core/db';
import { pageWindow, toPage, type Page, type TPagination } from '@/lib/core/pagination';
import { reviewListSelect, toReviewListItem } from './review-fields';
import type { TReviewListItem } from './schemas';

/** The student's own reviews, newest first, with service and session date (two queries). */
export async function listStudentReviews({
  student,
  pagination,
}: {
  student: StudentRef;
  pagination: TPagination;
}): Promise<Page<TReviewListItem>> {
  const where = { teacherId: student.teacherId, studentId: student.id };
  const [rows, total] = await Promise.all([
    db.review.findMany({
      where,
      select: reviewListSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(pagination),
    }),
    db.review.count({ where }),
  ]);
  // The student wrote them: they see themselves even on an anonymous one.
  return toPage(
    rows.map((row) => ({ ...toReviewListItem(row), student: row.student })),
    total,
    pagination,
  );
}
