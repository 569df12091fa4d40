/** The audit log page sends the same statements for a short and a three-times longer history (issue #20, item 6). */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listAuditLog } from './list-audit-log';
import { ZListAuditLogQuery } from './schemas';

async function teacherWithEntries(entries: number) {
  const teacher = await createTeacher();
  await db.auditLog.createMany({
    data: Array.from({ length: entries }, (_, index) => ({
      teacherId: teacher.id,
      actorType: 'teacher' as const,
      actorId: teacher.id,
      action: index % 2 ? 'session.create' : 'student.update',
      entityType: index % 2 ? 'session' : 'student',
      entityId: crypto.randomUUID(),
      changes: { name: { old: 'a', new: 'b' } },
      createdAt: new Date(Date.now() - index * 60_000),
    })),
  });
  return teacher.id;
}

describe('listAuditLog statement count', () => {
  it.each([{}, { action: 'session.', sort: 'action' }])(
    'is constant as history grows (%o)',
    async (filters) => {
      const query = ZListAuditLogQuery.parse({ limit: 50, ...filters });
      const run = (teacherId: string) => () => listAuditLog({ teacherId, timezone: 'Europe/Madrid', query });
      const small = await countQueries(run(await teacherWithEntries(40)));
      const large = await countQueries(run(await teacherWithEntries(120)));
      expect(small.result.total).toBe(filters.action ? 20 : 40);
      expect(large.count).toBe(small.count);
      expect(small.count).toBeLessThanOrEqual(2);
    },
    120_000,
  );
});
