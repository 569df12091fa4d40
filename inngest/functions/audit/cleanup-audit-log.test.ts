import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { insertAuditEntries, yearsAgo } from '@/test/audit/audit-entries';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { cleanupAuditLogFunction } from './cleanup-audit-log';

describe('cleanupAuditLogFunction', () => {
  it('runs monthly on the 1st at 02:00 UTC, deletes what is past retention, and nothing on a second run', async () => {
    expect(cleanupAuditLogFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC 0 2 1 * *' }]);
    const teacher = await createTeacher();
    const [expired, kept] = await insertAuditEntries(teacher.id, [
      { action: 'auth.dev_login', createdAt: yearsAgo(2) },
      { action: 'student.update', createdAt: yearsAgo(2) },
    ]);

    const first = await new InngestTestEngine({ function: cleanupAuditLogFunction }).execute();
    expect(first.ctx.step.run).toHaveBeenCalledWith('cleanup', expect.any(Function));
    expect(first.result).toMatchObject({ general: expect.any(Number), total: expect.any(Number) });
    expect(await db.auditLog.findUnique({ where: { id: expired!.id } })).toBeNull();
    expect(await db.auditLog.findUnique({ where: { id: kept!.id } })).not.toBeNull();

    const second = await new InngestTestEngine({ function: cleanupAuditLogFunction }).execute();
    expect(second.result).toEqual({ financial: 0, student: 0, general: 0, other: 0, total: 0 });
  });
});
