import { describe, expect, it } from 'vitest';
import { insertAuditEntries } from '@/test/audit/audit-entries';
import { flushAudits } from '@/lib/audit/record-audit';
import { cancelStudentSession } from '@/lib/booking/student/cancel-student-session';
import { db } from '@/lib/core/db';
import { flushOutbox } from '@/lib/outbox/after-commit';
import { createSession, createTeacher } from '@/test/factories';
import { eraseStudent } from './erase-student';
import { studentWithHistory } from '@/test/privacy/student-with-history';
import { columnsHolding } from '@/test/privacy/columns-holding';

describe('erasure and the audit log', () => {
  it('a cancellation reason naming the student is not audited now, and one audited before is redacted by the erasure', async () => {
    const { teacher, service, student, identity } = await studentWithHistory();
    const lesson = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    await cancelStudentSession({
      student: { id: student.id, teacherId: teacher.id },
      sessionId: lesson.id,
      input: { reason: `${identity.name} has exams, call ${identity.phone}` },
    });
    // An entry written before decision 0063, when the student's words went into the log.
    const [old] = await insertAuditEntries(teacher.id, [
      {
        action: 'session.cancel',
        actorType: 'student',
        actorId: student.id,
        entityId: lesson.id,
        metadata: { action: 'allow_free', reason: `Sorry, ${identity.name.toUpperCase()} is ill`, credits: 1 },
        ipAddress: '198.51.100.7',
      },
    ]);
    await flushAudits();
    await flushOutbox();
    const fresh = await db.auditLog.findFirstOrThrow({
      where: { teacherId: teacher.id, action: 'session.cancel', actorType: 'student', id: { not: old!.id } },
    });
    expect(fresh.metadata).toMatchObject({ reasonGiven: true });
    expect(JSON.stringify(fresh)).not.toContain(identity.name);
    expect(await columnsHolding([identity.name])).toContain('audit_logs.metadata');

    const report = await eraseStudent({
      teacherId: teacher.id,
      studentId: student.id,
      actor: { type: 'teacher', id: teacher.id },
    });
    await flushAudits();
    await flushOutbox();

    expect(report.counts.auditEntries).toBe(1);
    expect(await columnsHolding([identity.name, identity.email, identity.phone])).toEqual([]);
    const redacted = await db.auditLog.findUniqueOrThrow({ where: { id: old!.id } });
    expect(redacted).toMatchObject({
      action: 'session.cancel',
      actorId: student.id,
      entityId: lesson.id,
      ipAddress: '198.51.100.7',
      metadata: { action: 'allow_free', reason: 'Sorry, [erased] is ill', credits: 1 },
    });
  });

  it('the guard lets only metadata and changes be rewritten, and only in a transaction marked for redaction', async () => {
    const teacher = await createTeacher();
    const [entry] = await insertAuditEntries(teacher.id, [{ action: 'session.cancel', metadata: { reason: 'x' } }]);
    const id = entry!.id;
    await expect(db.$executeRaw`UPDATE "audit_logs" SET "metadata" = '{}' WHERE "id" = ${id}::uuid`).rejects.toThrow(
      /append-only/,
    );
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL lektio.audit_redaction = 'on'`;
        await tx.$executeRaw`UPDATE "audit_logs" SET "metadata" = '{}', "action" = 'x.y' WHERE "id" = ${id}::uuid`;
      }),
    ).rejects.toThrow(/append-only/);
    // The mark is transaction-local: the next transaction is refused again.
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL lektio.audit_redaction = 'on'`;
      await tx.$executeRaw`UPDATE "audit_logs" SET "metadata" = '{"reason":"[erased]"}' WHERE "id" = ${id}::uuid`;
    });
    await expect(db.$executeRaw`UPDATE "audit_logs" SET "metadata" = '{}' WHERE "id" = ${id}::uuid`).rejects.toThrow(
      /append-only/,
    );
    expect((await db.auditLog.findUniqueOrThrow({ where: { id } })).metadata).toEqual({ reason: '[erased]' });
  });
});
