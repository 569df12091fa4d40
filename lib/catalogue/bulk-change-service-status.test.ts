import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createService, createTeacher } from '@/test/factories';
import { bulkChangeServiceStatus } from './bulk-change-service-status';

describe('bulkChangeServiceStatus', () => {
  it('publishes drafts and paused services only, and reports the others as skipped', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const draft = await createService({ teacherId: teacher.id, status: 'draft' });
    const paused = await createService({ teacherId: teacher.id, status: 'paused' });
    const active = await createService({ teacherId: teacher.id, status: 'active' });
    const archived = await createService({ teacherId: teacher.id, status: 'archived' });
    const deleted = await createService({ teacherId: teacher.id, status: 'draft', deletedAt: new Date() });
    const foreign = await createService({ teacherId: other.id, status: 'draft' });
    const unknown = randomUUID();

    const result = await bulkChangeServiceStatus({
      teacherId: teacher.id,
      action: 'publish',
      serviceIds: [draft.id, active.id, foreign.id, paused.id, archived.id, deleted.id, unknown],
    });
    expect(result).toEqual({
      updated: [draft.id, paused.id],
      skipped: [
        { id: active.id, reason: 'invalid_state', status: 'active' },
        { id: foreign.id, reason: 'not_found' },
        { id: archived.id, reason: 'invalid_state', status: 'archived' },
        { id: deleted.id, reason: 'not_found' },
        { id: unknown, reason: 'not_found' },
      ],
    });
    const statusOf = async (id: string) => (await db.service.findUniqueOrThrow({ where: { id } })).status;
    expect(await statusOf(draft.id)).toBe('active');
    expect(await statusOf(paused.id)).toBe('active');
    expect(await statusOf(archived.id)).toBe('archived');
    expect(await statusOf(foreign.id)).toBe('draft');
    expect(await statusOf(deleted.id)).toBe('draft');
    await flushAudits();
    const audits = await db.auditLog.findMany({ where: { teacherId: teacher.id, action: 'service.publish' } });
    expect(
      audits.map((audit) => audit.changes).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual([{ status: { old: 'draft', new: 'active' } }, { status: { old: 'paused', new: 'active' } }]);
  });

  it('pauses active services only', async () => {
    const teacher = await createTeacher();
    const active = await createService({ teacherId: teacher.id, status: 'active' });
    const draft = await createService({ teacherId: teacher.id, status: 'draft' });
    const paused = await createService({ teacherId: teacher.id, status: 'paused' });
    const result = await bulkChangeServiceStatus({
      teacherId: teacher.id,
      action: 'pause',
      serviceIds: [active.id, draft.id, paused.id],
    });
    expect(result).toEqual({
      updated: [active.id],
      skipped: [
        { id: draft.id, reason: 'invalid_state', status: 'draft' },
        { id: paused.id, reason: 'invalid_state', status: 'paused' },
      ],
    });
    expect((await db.service.findUniqueOrThrow({ where: { id: active.id } })).status).toBe('paused');
  });
});
