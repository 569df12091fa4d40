/** The triggers of migration `audit_log_guard`, against the database itself. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { insertAuditEntries } from '@/test/audit/audit-entries';

describe('audit_logs guard', () => {
  it('refuses any update of an entry, including detaching it by hand', async () => {
    const teacher = await createTeacher();
    const [entry] = await insertAuditEntries(teacher.id, [{ action: 'student.update' }]);
    await expect(db.auditLog.update({ where: { id: entry!.id }, data: { action: 'test.rewrite' } })).rejects.toThrow(
      /append-only/,
    );
    await expect(db.auditLog.update({ where: { id: entry!.id }, data: { teacherId: null } })).rejects.toThrow(
      /append-only/,
    );
    await expect(
      db.auditLog.update({ where: { id: entry!.id }, data: { teacherId: null, changes: { x: { old: 1, new: 2 } } } }),
    ).rejects.toThrow(/append-only/);
  });

  it('refuses a delete outside the retention job, and allows it inside a transaction marked as the job', async () => {
    const teacher = await createTeacher();
    const [entry] = await insertAuditEntries(teacher.id, [{ action: 'student.update' }]);
    await expect(db.auditLog.delete({ where: { id: entry!.id } })).rejects.toThrow(/retention job/);
    await expect(db.$executeRaw`DELETE FROM "audit_logs" WHERE "id" = ${entry!.id}::uuid`).rejects.toThrow(
      /retention job/,
    );
    // The mark is transaction-local: a later transaction on the same connection is refused again.
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL lektio.audit_retention = 'on'`;
    });
    await expect(db.auditLog.delete({ where: { id: entry!.id } })).rejects.toThrow(/retention job/);

    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL lektio.audit_retention = 'on'`;
      await tx.auditLog.delete({ where: { id: entry!.id } });
    });
    expect(await db.auditLog.count({ where: { id: entry!.id } })).toBe(0);
  });

  it('lets a teacher be deleted: their entries stay, detached and otherwise unchanged', async () => {
    const teacher = await createTeacher();
    const rows = await insertAuditEntries(teacher.id, [
      { action: 'payment.refund', changes: { status: { old: 'succeeded', new: 'refunded' } } },
      { action: 'auth.dev_login', ipAddress: '203.0.113.9' },
    ]);
    await db.teacher.delete({ where: { id: teacher.id } });
    const kept = await db.auditLog.findMany({
      where: { id: { in: rows.map((row) => row.id) } },
      orderBy: { action: 'asc' },
    });
    expect(kept).toEqual([
      expect.objectContaining({ action: 'auth.dev_login', teacherId: null, ipAddress: '203.0.113.9' }),
      expect.objectContaining({
        action: 'payment.refund',
        teacherId: null,
        category: 'financial',
        changes: { status: { old: 'succeeded', new: 'refunded' } },
      }),
    ]);
  });
});
