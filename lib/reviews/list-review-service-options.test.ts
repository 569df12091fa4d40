import { describe, expect, it } from 'vitest';
import { createReview, createService, createTeacher } from '@/test/factories';
import { listReviewServiceOptions } from './list-review-service-options';

describe('listReviewServiceOptions', () => {
  it("lists the teacher's live services and deleted ones with reviews, by name, nobody else's", async () => {
    const teacher = await createTeacher();
    const beta = await createService({ teacherId: teacher.id, name: 'Beta' });
    const alpha = await createService({ teacherId: teacher.id, name: 'Alpha', deletedAt: new Date() });
    await createService({ teacherId: teacher.id, name: 'Gone', deletedAt: new Date() });
    await createReview({ teacherId: teacher.id, serviceId: alpha.id });
    await createService({ teacherId: (await createTeacher()).id, name: 'Other' });
    expect(await listReviewServiceOptions({ teacherId: teacher.id })).toEqual([
      { id: alpha.id, name: 'Alpha' },
      { id: beta.id, name: 'Beta' },
    ]);
  });
});
