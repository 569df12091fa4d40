import { randomUUID } from 'node:crypto';
import type { AuditAction } from './audit-action-labels';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { flushAudits, recordAudit } from './record-audit';

describe('recordAudit', () => {
  it('appends an entry with a redacted field-level diff and the request context', async () => {
    const teacher = await createTeacher();
    const entityId = randomUUID();
    await recordAudit(db, {
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
    for (const action of ['payment.refund_request', 'student.update', 'auth.dev_login', 'test.unclassed']) {
      await recordAudit(db, {
        teacherId: teacher.id,
        actor: { type: 'teacher', id: teacher.id },
        // A test action no label names, recorded anyway (entries older than a label exist too).
        action: action as AuditAction,
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
      'test.unclassed': 'other',
    });
  });

  it('keeps the entry, unattached, when its teacher is gone by the time it is appended', async () => {
    const entityId = randomUUID();
    await recordAudit(db, {
      teacherId: randomUUID(), // no such teacher: the foreign key refuses the row as it is
      actor: { type: 'system', id: null },
      action: 'test.orphan' as AuditAction,
      entity: { type: 'test', id: entityId },
    });
    await flushAudits();
    expect(await db.auditLog.findFirst({ where: { entityId } })).toMatchObject({
      action: 'test.orphan' as AuditAction,
      teacherId: null,
    });
  });

  it('commits with the change or not at all, and never holds up the transaction it belongs to', async () => {
    const teacher = await createTeacher();
    const entityId = randomUUID();
    await expect(
      db.$transaction(async (tx) => {
        await recordAudit(tx, {
          teacherId: teacher.id,
          actor: { type: 'teacher', id: teacher.id },
          action: 'student.update',
          entity: { type: 'student', id: entityId },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await flushAudits();
    expect(await db.outboxEffect.count({ where: { payload: { path: ['entityId'], equals: entityId } } })).toBe(0);
    expect(await db.auditLog.count({ where: { entityId } })).toBe(0);
  });
});
