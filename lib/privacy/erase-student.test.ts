import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { flushOutbox } from '@/lib/outbox/after-commit';
import { createStudent, createTeacher } from '@/test/factories';
import { eraseStudent } from './erase-student';
import { studentWithHistory } from '@/test/privacy/student-with-history';
import { columnsHolding } from '@/test/privacy/columns-holding';

const teacherActor = (id: string) => ({ type: 'teacher' as const, id });

describe('eraseStudent', () => {
  it('leaves no name, e-mail or phone in any text or JSON column of any table; amounts, ratings and review text stay', async () => {
    const set = await studentWithHistory();
    const { teacher, student, identity } = set;
    await flushOutbox();
    // The scenario really holds the identity in many places before.
    expect((await columnsHolding([identity.name, identity.email, identity.phone])).length).toBeGreaterThan(8);

    await eraseStudent({ teacherId: teacher.id, studentId: student.id, actor: teacherActor(teacher.id) });
    await flushAudits();
    await flushOutbox();

    expect(await columnsHolding([identity.name, identity.email, identity.phone])).toEqual([]);
    const payment = await db.payment.findUniqueOrThrow({ where: { id: set.payment.id } });
    expect(payment).toMatchObject({
      amount: 30_000,
      taxAmount: 5_207,
      currency: 'EUR',
      status: 'succeeded',
      pspChargeId: null,
      pspPaymentIntentId: null,
    });
    expect(payment.anonymizedAt).not.toBeNull();
    const review = await db.review.findUniqueOrThrow({ where: { id: set.review.id } });
    expect(review).toMatchObject({
      rating: 4,
      content: 'Clear explanations and a lot of patience',
      studentId: null,
      reviewerName: null,
      reviewerAvatarUrl: null,
      isAnonymous: true,
      teacherResponse: 'Thank you [erased]!',
    });
    const record = await db.student.findUniqueOrThrow({ where: { id: student.id } });
    expect(record).toMatchObject({
      name: 'Erased student',
      email: `erased-${student.id}@invalid`,
      phone: null,
      goals: null,
      notes: null,
      preferredDays: [],
    });
    expect(record.deletedAt).not.toBeNull();
    expect(record.anonymizedAt).not.toBeNull();
    const session = await db.session.findUniqueOrThrow({ where: { id: set.session.id } });
    expect(session).toMatchObject({
      studentId: student.id,
      summary: null,
      homework: null,
      teacherNotes: null,
      status: 'completed',
    });
    expect(await db.driveFileCopy.findMany({ where: { studentId: student.id }, select: { status: true } })).toEqual([
      { status: 'deleted' },
    ]);
  });

  it('deletes the contact log, lifecycle events, legal acceptances, review requests and notifications; the other student keeps theirs', async () => {
    const { teacher, student, other, otherSession } = await studentWithHistory();
    const report = await eraseStudent({
      teacherId: teacher.id,
      studentId: student.id,
      actor: teacherActor(teacher.id),
    });
    expect(report.counts).toMatchObject({
      contactLog: 1,
      lifecycleEvents: 1,
      legalAcceptances: 1,
      contracts: 1,
      reviewRequests: 1,
      notifications: 1,
      reviews: 1,
      sessions: 1,
      driveFileCopies: 1,
      student: 1,
      payments: 1,
      scheduledMessages: 1,
      waitlistEntries: 1,
      practiceLogs: 1,
    });
    const own = { teacherId: teacher.id, studentId: student.id };
    expect(await db.contactLogEntry.count({ where: own })).toBe(0);
    expect(await db.studentLifecycleEvent.count({ where: own })).toBe(0);
    expect(await db.legalAcceptance.count({ where: own })).toBe(0);
    expect(await db.reviewRequest.count({ where: own })).toBe(0);
    expect(await db.notification.count({ where: own })).toBe(0);
    expect(await db.practiceLog.count({ where: own })).toBe(0);
    expect(await db.practiceLog.count({ where: { studentId: other.id } })).toBe(1);
    expect(await db.authSession.count({ where: { studentId: student.id } })).toBe(0);
    const kept = await db.student.findUniqueOrThrow({ where: { id: other.id } });
    expect(kept.anonymizedAt).toBeNull();
    expect(await db.contactLogEntry.count({ where: { studentId: other.id } })).toBe(1);
    expect((await db.session.findUniqueOrThrow({ where: { id: otherSession.id } })).summary).toBe('Other summary');
  });

  it('a subscription enrollment stays, cancelled, its subscription cancelled by the job event; drive copies go to the trash job', async () => {
    const { teacher, student, enrollment } = await studentWithHistory();
    const report = await eraseStudent({
      teacherId: teacher.id,
      studentId: student.id,
      actor: teacherActor(teacher.id),
    });
    expect(report.counts.subscriptionsCancelled).toBe(1);
    const kept = await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } });
    expect(kept).toMatchObject({ status: 'cancelled', pricePaid: 30_000, pspCheckoutSessionId: null });
    const events = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "outbox_effects"
       WHERE "kind" = 'event' AND "payload"->>'name' = 'payments/subscription.cancel-requested'
         AND "payload"->'data'->>'enrollmentId' = ${enrollment.id}`;
    expect(events[0]?.n).toBe(1);
    const trash = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "outbox_effects"
       WHERE "kind" = 'event' AND "payload"->>'name' = 'privacy/drive-copies.trash-requested'
         AND "payload"->'data'->>'studentId' = ${student.id}`;
    expect(trash[0]?.n).toBe(1);
  });

  it('is idempotent: a second erasure finds nothing left and changes nothing of the kept rows', async () => {
    const { teacher, student, payment } = await studentWithHistory();
    await eraseStudent({ teacherId: teacher.id, studentId: student.id, actor: teacherActor(teacher.id) });
    const again = await eraseStudent({
      teacherId: teacher.id,
      studentId: student.id,
      actor: { type: 'system', id: null },
    });
    const { student: stillOne, payments, ...rest } = again.counts;
    expect(stillOne).toBe(1);
    expect(payments).toBe(1);
    expect(Object.entries(rest).filter(([, count]) => count !== 0)).toEqual([]);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).amount).toBe(30_000);
  });

  it('stores the report on the request and completes it; audits student.erase without personal data', async () => {
    const { teacher, student, identity } = await studentWithHistory();
    const request = await db.dataErasureRequest.create({
      data: { teacherId: teacher.id, studentId: student.id, dueAt: new Date(Date.now() + 86_400_000) },
    });
    const report = await eraseStudent({
      teacherId: teacher.id,
      studentId: student.id,
      actor: teacherActor(teacher.id),
      requestId: request.id,
    });
    const stored = await db.dataErasureRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(stored.status).toBe('completed');
    expect(stored.completedAt).not.toBeNull();
    expect(stored.report).toEqual(report);
    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({ where: { teacherId: teacher.id, action: 'student.erase' } });
    expect(audit).toMatchObject({ entityType: 'student', entityId: student.id, actorType: 'teacher' });
    expect(JSON.stringify(audit)).not.toContain(identity.name);
    expect(JSON.stringify(audit)).not.toContain(identity.email);
  });

  it("another teacher's student is 404, and so is a request of another student; a rejected request is 409", async () => {
    const { teacher, student, other } = await studentWithHistory();
    const stranger = await createTeacher();
    await expect(
      eraseStudent({ teacherId: stranger.id, studentId: student.id, actor: teacherActor(stranger.id) }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).anonymizedAt).toBeNull();
    const otherRequest = await db.dataErasureRequest.create({
      data: { teacherId: teacher.id, studentId: other.id, dueAt: new Date() },
    });
    await expect(
      eraseStudent({
        teacherId: teacher.id,
        studentId: student.id,
        actor: teacherActor(teacher.id),
        requestId: otherRequest.id,
      }),
    ).rejects.toMatchObject({ status: 404 });
    const lone = await createStudent({ teacherId: teacher.id });
    const rejected = await db.dataErasureRequest.create({
      data: {
        teacherId: teacher.id,
        studentId: lone.id,
        dueAt: new Date(),
        status: 'rejected',
        rejectionReason: 'Legal hold',
      },
    });
    await expect(
      eraseStudent({
        teacherId: teacher.id,
        studentId: lone.id,
        actor: teacherActor(teacher.id),
        requestId: rejected.id,
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("the same person as another teacher's student keeps that teacher's record and mail log", async () => {
    const { teacher, student, identity } = await studentWithHistory();
    const elsewhere = await createTeacher();
    const twin = await createStudent({ teacherId: elsewhere.id, name: identity.name, email: identity.email });
    const mail = await db.emailOutbox.create({
      data: {
        teacherId: elsewhere.id,
        to: identity.email,
        from: 'x@example.test',
        subject: `Hello ${identity.name}`,
        html: 'Hi',
        status: 'sent',
      },
    });
    await eraseStudent({ teacherId: teacher.id, studentId: student.id, actor: teacherActor(teacher.id) });
    expect((await db.student.findUniqueOrThrow({ where: { id: twin.id } })).name).toBe(identity.name);
    expect(await db.emailOutbox.count({ where: { id: mail.id } })).toBe(1);
  });
});
