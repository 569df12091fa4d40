import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { completedLesson } from '@/test/reviews/completed-lesson';
import { describeReviewPublication, newReviewStatus } from './review-publication';
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
    const now = new Date(session.endUtc.getTime() + 3600_000);
    await submitReview({ student: ref, sessionId: session.id, input, now });
    expect((await db.reviewRequest.findUniqueOrThrow({ where: { id: mine.id } })).completedAt).toEqual(now);
    expect((await db.reviewRequest.findUniqueOrThrow({ where: { id: theirs.id } })).completedAt).toBeNull();
  });

  it('refuses a lesson marked complete before it ended, and takes it once it is over (never dated before its lesson)', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id });
    const startUtc = new Date(Date.now() + 2 * 3600_000);
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      status: 'completed',
      startUtc,
      endUtc: new Date(startUtc.getTime() + 3600_000),
    });
    const ref = { id: student.id, teacherId: teacher.id };
    await expect(submitReview({ student: ref, sessionId: session.id, input })).rejects.toMatchObject({
      status: 422,
      code: 'SESSION_NOT_COMPLETED',
    });
    expect(await db.review.count({ where: { sessionId: session.id } })).toBe(0);
    const afterEnd = new Date(session.endUtc.getTime() + 60_000);
    await expect(submitReview({ student: ref, sessionId: session.id, input, now: afterEnd })).resolves.toMatchObject({
      status: 'approved',
    });
  });

  it('stores the status the Reviews page describes: published at once', async () => {
    const { session, ref } = await completedLesson();
    const review = await submitReview({ student: ref, sessionId: session.id, input });
    expect(review.status).toBe(newReviewStatus);
    expect(review.status).toBe('approved');
    expect(describeReviewPublication(review.status)).toMatch(/published on your page as soon as it arrives/);
    expect(describeReviewPublication('pending')).toMatch(/waits here as Pending until you publish it/);
  });

  it("is 404 with another teacher's id for the student (tenancy)", async () => {
    const { session, ref } = await completedLesson();
    const elsewhere = await completedLesson();
    await expect(
      submitReview({ student: { id: ref.id, teacherId: elsewhere.teacher.id }, sessionId: session.id, input }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
