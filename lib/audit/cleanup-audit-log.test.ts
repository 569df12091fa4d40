import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { insertAuditEntries, yearsAgo } from '@/test/audit/audit-entries';
import { cleanupAuditLog } from './cleanup-audit-log';

const now = new Date('2026-12-01T02:00:00Z');
const ago = (years: number) => yearsAgo(years, now);

describe('cleanupAuditLog', () => {
  it('deletes each entry past its class retention, keeps the rest, and deletes nothing on a second run', async () => {
    const teacher = await createTeacher();
    const rows = await insertAuditEntries(teacher.id, [
      { action: 'payment.refund', createdAt: ago(6.9) }, // financial, within 7 years: kept
      { action: 'payment.dispute', createdAt: ago(7.1) }, // financial, past 7 years: deleted
      { action: 'student.update', createdAt: ago(2) }, // student, within 3 years: kept
      { action: 'session.cancel', createdAt: ago(3.1) }, // student, past 3 years: deleted
      { action: 'service.update', createdAt: ago(0.9) }, // general, within 1 year: kept
      { action: 'auth.dev_login', createdAt: ago(2) }, // general, past 1 year: deleted
      { action: 'test.other', createdAt: ago(0.4) }, // other, within 6 months: kept
      { action: 'test.other', createdAt: ago(0.6) }, // other, past 6 months: deleted
      // The class stored on the entry decides, not today's reading of its action.
      { action: 'student.update', category: 'general', createdAt: ago(2) },
    ]);

    const first = await cleanupAuditLog({ now });
    expect(first).toMatchObject({ financial: 1, student: 1, general: 2, other: 1 });
    const left = await db.auditLog.findMany({ where: { teacherId: teacher.id }, select: { id: true } });
    expect(left.map((row) => row.id).sort()).toEqual([rows[0]!.id, rows[2]!.id, rows[4]!.id, rows[6]!.id].sort());

    expect(await cleanupAuditLog({ now })).toEqual({ financial: 0, student: 0, general: 0, other: 0, total: 0 });
    expect(await db.auditLog.count({ where: { teacherId: teacher.id } })).toBe(4);
  });

  it('works through a backlog larger than one batch', async () => {
    const teacher = await createTeacher();
    await insertAuditEntries(
      teacher.id,
      Array.from({ length: 7 }, () => ({ action: 'auth.dev_login', createdAt: ago(1.5) })),
    );
    const result = await cleanupAuditLog({ now, batchSize: 3 });
    expect(result.general).toBeGreaterThanOrEqual(7);
    expect(await db.auditLog.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});
