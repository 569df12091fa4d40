import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent } from '@/prisma/factories';
import { completedLesson } from './review-test-support';
import { submitReview } from './submit-review';

const input = { rating: 5, anonymous: false };

describe('submitReview', () => {
  it('a seat still scheduled follows the completed session; a missed seat cannot review', async () => {
    const { teacher, session } = await completedLesson();
    const seated = await createStudent({ teacherId: teacher.id });
    const missed = await createStudent({ teacherId: teacher.id });
    await db.sessionParticipant.createMany({
      data: [
        { teacherId: teacher.id, sessionId: session.id, studentId: seated.id, status: 'scheduled' },
        { teacherId: teacher.id, sessionId: session.id, studentId: missed.id, status: 'no_show' },
      ],
    });
    const review = await submitReview({
      student: { id: seated.id, teacherId: teacher.id },
      sessionId: session.id,
      input,
    });
    expect(review).toMatchObject({ status: 'approved', reviewerName: seated.name });
    await expect(
      submitReview({ student: { id: missed.id, teacherId: teacher.id }, sessionId: session.id, input }),
    ).rejects.toMatchObject({ status: 422, code: 'SESSION_NOT_COMPLETED' });
  });

  it("completes only this session's open request of this student", async () => {
    const { teacher, student, session, ref } = await completedLesson();
    const other = await createStudent({ teacherId: teacher.id });
    const mine = await db.reviewRequest.create({
      data: { teacherId: teacher.id, studentId: student.id, sessionId: session.id },
    });
    const theirs = await db.reviewRequest.create({
      data: { teacherId: teacher.id, studentId: other.id, sessionId: session.id },
    });
    const now = new Date('2026-11-20T10:00:00Z');
    await submitReview({ student: ref, sessionId: session.id, input, now });
    expect((await db.reviewRequest.findUniqueOrThrow({ where: { id: mine.id } })).completedAt).toEqual(now);
    expect((await db.reviewRequest.findUniqueOrThrow({ where: { id: theirs.id } })).completedAt).toBeNull();
  });

  it("is 404 with another teacher's id for the student (tenancy)", async () => {
    const { session, ref } = await completedLesson();
    const elsewhere = await completedLesson();
    await expect(
      submitReview({ student: { id: ref.id, teacherId: elsewhere.teacher.id }, sessionId: session.id, input }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
