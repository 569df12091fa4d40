import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/prisma/factories';
import { flushAudits, writeAudit } from './record-audit';

describe('writeAudit', () => {
  it('appends an entry with a redacted field-level diff and the request context', async () => {
    const teacher = await createTeacher();
    const entityId = randomUUID();
    writeAudit({
      teacherId: teacher.id,
      actor: { type: 'teacher', id: teacher.id },
      action: 'student.update',
      entity: { type: 'student', id: entityId },
      before: { email: 'old@x.test', status: 'trial' },
      after: { email: 'new@x.test', status: 'active' },
      request: { requestId: 'req-9', ipAddress: '203.0.113.5', userAgent: 'vitest' },
    });
    await flushAudits();
    const entry = await db.auditLog.findFirstOrThrow({ where: { teacherId: teacher.id, entityId } });
    expect(entry).toMatchObject({
      action: 'student.update',
      actorType: 'teacher',
      requestId: 'req-9',
      ipAddress: '203.0.113.5',
      changes: { email: { old: '[redacted]', new: '[redacted]' }, status: { old: 'trial', new: 'active' } },
    });
  });

  it('files entries under the retention class their action belongs to', async () => {
    const teacher = await createTeacher();
    for (const action of ['payment.refund_request', 'student.update', 'auth.dev_login']) {
      writeAudit({
        teacherId: teacher.id,
        actor: { type: 'teacher', id: teacher.id },
        action,
        entity: { type: 'x', id: null },
      });
    }
    await flushAudits();
    const rows = await db.auditLog.findMany({
      where: { teacherId: teacher.id },
      select: { action: true, category: true },
    });
    expect(Object.fromEntries(rows.map((row) => [row.action, row.category]))).toEqual({
      'payment.refund_request': 'financial',
      'student.update': 'student',
      'auth.dev_login': 'general',
    });
  });

  it('never throws nor blocks when the write fails', async () => {
    const started = performance.now();
    expect(() =>
      writeAudit({
        teacherId: randomUUID(), // no such teacher: the foreign key refuses the insert
        actor: { type: 'system', id: null },
        action: 'test.failure',
        entity: { type: 'test', id: null },
      }),
    ).not.toThrow();
    expect(performance.now() - started).toBeLessThan(50);
    await expect(flushAudits()).resolves.toBeUndefined();
    expect(await db.auditLog.count({ where: { action: 'test.failure' } })).toBe(0);
  });
});
