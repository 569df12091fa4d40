import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { createService, createTag, createTeacher } from '@/test/factories';
import { ZUpdateServiceInput } from './schemas';
import { updateService } from './update-service';

const input = (raw: Record<string, unknown>) => ZUpdateServiceInput.parse(raw);

describe('updateService', () => {
  it('accepts { sortOrder } alone and writes an audit entry with the change', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, sortOrder: 3 });
    const updated = await updateService({
      teacherId: teacher.id,
      serviceId: service.id,
      input: input({ sortOrder: 7 }),
    });
    expect(updated).toMatchObject({ id: service.id, sortOrder: 7, name: service.name, status: service.status });
    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: service.id, action: 'service.update' } });
    expect(audit.changes).toEqual({ sortOrder: { old: 3, new: 7 } });
  });

  it('replaces the tags', async () => {
    const teacher = await createTeacher();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createTag({ teacherId: teacher.id })));
    const service = await createService({
      teacherId: teacher.id,
      tags: { create: [{ tagId: a!.id }, { tagId: b!.id }] },
    });
    const updated = await updateService({
      teacherId: teacher.id,
      serviceId: service.id,
      input: input({ tagIds: [c!.id, b!.id] }),
    });
    expect(updated.tagIds).toEqual([b!.id, c!.id].sort());
    const cleared = await updateService({ teacherId: teacher.id, serviceId: service.id, input: input({ tagIds: [] }) });
    expect(cleared.tagIds).toEqual([]);
  });

  it('refuses a slug used by another service (409) but keeps its own', async () => {
    const teacher = await createTeacher();
    await createService({ teacherId: teacher.id, slug: 'taken' });
    const service = await createService({ teacherId: teacher.id, slug: 'mine' });
    await expect(
      updateService({ teacherId: teacher.id, serviceId: service.id, input: input({ slug: 'taken' }) }),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(
      updateService({ teacherId: teacher.id, serviceId: service.id, input: input({ slug: 'mine' }) }),
    ).resolves.toMatchObject({ slug: 'mine' });
  });

  it('checks the dimensions on the record as it will be', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, groupType: 'individual' });
    await expect(
      updateService({ teacherId: teacher.id, serviceId: service.id, input: input({ structure: 'package' }) }),
    ).rejects.toMatchObject({ details: [{ path: 'sessionsIncluded' }] });
    // A group without a capacity has no limit (decision 0066).
    await expect(
      updateService({ teacherId: teacher.id, serviceId: service.id, input: input({ groupType: 'group' }) }),
    ).resolves.toMatchObject({ groupType: 'group', capacity: null });
    const group = await updateService({
      teacherId: teacher.id,
      serviceId: service.id,
      input: input({ groupType: 'group', capacity: 6 }),
    });
    expect(group).toMatchObject({ groupType: 'group', capacity: 6 });
    const open = await updateService({
      teacherId: teacher.id,
      serviceId: service.id,
      input: input({ groupType: 'open' }),
    });
    expect(open.capacity).toBeNull();
  });

  it("refuses another teacher's service as missing and another teacher's tags as unknown, changing nothing", async () => {
    const owner = await createTeacher();
    const intruder = await createTeacher();
    const service = await createService({ teacherId: owner.id });
    await expect(
      updateService({ teacherId: intruder.id, serviceId: service.id, input: input({ name: 'Mine now' }) }),
    ).rejects.toBeInstanceOf(NotFoundError);
    const foreignTag = await createTag({ teacherId: intruder.id });
    await expect(
      updateService({ teacherId: owner.id, serviceId: service.id, input: input({ tagIds: [foreignTag.id] }) }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await db.service.findUniqueOrThrow({ where: { id: service.id } })).toEqual(service);
  });

  it('has no status field: the workflow moves it', () => {
    expect(ZUpdateServiceInput.safeParse({ status: 'active' }).success).toBe(false);
  });
});
