import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createReview, createTeacher } from '@/test/factories';
import { moderateReview } from './moderate-review';

describe('moderateReview', () => {
  it('audits a change only; another teacher gets 404', async () => {
    const teacher = await createTeacher();
    const review = await createReview({ teacherId: teacher.id });
    expect(await moderateReview({ teacherId: teacher.id, reviewId: review.id, action: 'approve' })).toMatchObject({
      status: 'approved',
    });
    expect(await moderateReview({ teacherId: teacher.id, reviewId: review.id, action: 'hide' })).toMatchObject({
      status: 'hidden',
    });
    await moderateReview({ teacherId: teacher.id, reviewId: review.id, action: 'hide' });
    await flushAudits();
    expect(await db.auditLog.findMany({ where: { teacherId: teacher.id }, select: { action: true } })).toEqual([
      { action: 'review.hide' },
    ]);
    const other = await createTeacher();
    await expect(moderateReview({ teacherId: other.id, reviewId: review.id, action: 'approve' })).rejects.toMatchObject(
      {
        status: 404,
      },
    );
  });
});
