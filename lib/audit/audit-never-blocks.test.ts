/**
 * Spec: "Audit writes never block the main operation". The entry travels through the outbox
 * (record-audit.ts): when appending it to audit_logs fails, the change it describes is already
 * committed, and the entry waits in the outbox to be retried.
 */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { dispatchOutbox } from '@/lib/outbox/dispatch-outbox';
import { updateStudent } from '@/lib/students/update-student';
import { createStudent, createTeacher } from '@/test/factories';
import { flushAudits } from './record-audit';

describe('a failing audit write', () => {
  it('leaves the operation done, and the entry in the outbox until it can be appended', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id, level: 'A1' });
    // A check no entry of this student can meet: appending its audit entry fails.
    const constraint = `audit_refuses_${student.id.replace(/-/g, '')}`;
    await db.$executeRawUnsafe(
      `ALTER TABLE "audit_logs" ADD CONSTRAINT "${constraint}" CHECK ("entityId" IS DISTINCT FROM '${student.id}') NOT VALID`,
    );
    try {
      await expect(
        updateStudent({ teacherId: teacher.id, studentId: student.id, input: { level: 'B1' } }),
      ).resolves.toMatchObject({ level: 'B1' });
      await flushAudits();

      expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ level: 'B1' });
      expect(await db.auditLog.count({ where: { entityId: student.id } })).toBe(0);
      const effect = await db.outboxEffect.findFirstOrThrow({
        where: { kind: 'audit', payload: { path: ['entityId'], equals: student.id } },
      });
      expect(effect).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining(constraint) });
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE "audit_logs" DROP CONSTRAINT "${constraint}"`);
    }

    // Once the database accepts it again, the retry appends it.
    const effect = await db.outboxEffect.findFirstOrThrow({
      where: { kind: 'audit', payload: { path: ['entityId'], equals: student.id } },
    });
    await dispatchOutbox({ ids: [effect.id], now: new Date(effect.availableAt.getTime() + 1) });
    expect(await db.auditLog.findFirst({ where: { entityId: student.id } })).toMatchObject({
      action: 'student.update',
      changes: { level: { old: 'A1', new: 'B1' } },
    });
  });
});
