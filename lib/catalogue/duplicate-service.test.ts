import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { createCancellationPolicy, createService, createTag, createTeacher } from '@/test/factories';
import { duplicateService } from './duplicate-service';
import { listScheduleItems } from './list-schedule-items';

describe('duplicateService', () => {
  it('copies every field, the tags and the schedule, except id, status, name and slug', async () => {
    const teacher = await createTeacher();
    const tag = await createTag({ teacherId: teacher.id });
    const policy = await createCancellationPolicy({ teacherId: teacher.id });
    const source = await createService({
      teacherId: teacher.id,
      slug: 'spanish-course',
      name: 'Spanish course',
      status: 'active',
      structure: 'course',
      groupType: 'group',
      capacity: 8,
      deliveryMode: 'hybrid',
      pricingModel: 'fixed',
      priceAmount: 19_900,
      currency: 'USD',
      durationMinutes: 90,
      sessionsIncluded: 12,
      validityDays: 120,
      isTrial: true,
      isUnlisted: true,
      isPrivate: true,
      sortOrder: 4,
      cancellationPolicyId: policy.id,
      tags: { create: [{ tagId: tag.id }] },
      scheduleItems: {
        create: [
          { teacherId: teacher.id, sequence: 1, type: 'live_session', title: 'Kick-off', durationMinutes: 60 },
          { teacherId: teacher.id, sequence: 2, type: 'milestone', title: 'Mid-term', isOptional: true },
        ],
      },
    });
    const copy = await duplicateService({ teacherId: teacher.id, serviceId: source.id });

    const { id: _a, status: _b, name: _c, slug: _d, createdAt: _e, updatedAt: _f, ...copiedFields } = source;
    const stored = await db.service.findUniqueOrThrow({ where: { id: copy.id } });
    expect(stored).toMatchObject({
      ...copiedFields,
      status: 'draft',
      name: 'Spanish course (copy)',
      slug: 'spanish-course-copy',
    });
    expect(copy.tagIds).toEqual([tag.id]);
    const items = await listScheduleItems({ teacherId: teacher.id, serviceId: copy.id });
    expect(
      items.map(({ sequence, type, title, duration, isOptional }) => ({
        sequence,
        type,
        title,
        duration,
        isOptional,
      })),
    ).toEqual([
      { sequence: 1, type: 'live_session', title: 'Kick-off', duration: 60, isOptional: false },
      { sequence: 2, type: 'milestone', title: 'Mid-term', duration: null, isOptional: true },
    ]);
    // The source is untouched.
    expect(await listScheduleItems({ teacherId: teacher.id, serviceId: source.id })).toHaveLength(2);
    await flushAudits();
    expect(await db.auditLog.findFirstOrThrow({ where: { entityId: copy.id } })).toMatchObject({
      action: 'service.duplicate',
      metadata: { sourceServiceId: source.id },
    });
  });

  it('numbers further copies: -copy, -copy-2, -copy-3', async () => {
    const teacher = await createTeacher();
    const source = await createService({ teacherId: teacher.id, slug: 'yoga' });
    const slugs = [];
    for (let index = 0; index < 3; index += 1) {
      slugs.push((await duplicateService({ teacherId: teacher.id, serviceId: source.id })).slug);
    }
    expect(slugs).toEqual(['yoga-copy', 'yoga-copy-2', 'yoga-copy-3']);
  });

  it('gives two simultaneous copies distinct slugs', async () => {
    const teacher = await createTeacher();
    const source = await createService({ teacherId: teacher.id, slug: 'flute' });
    const copies = await Promise.all([
      duplicateService({ teacherId: teacher.id, serviceId: source.id }),
      duplicateService({ teacherId: teacher.id, serviceId: source.id }),
      duplicateService({ teacherId: teacher.id, serviceId: source.id }),
    ]);
    expect(copies.map((copy) => copy.slug).sort()).toEqual(['flute-copy', 'flute-copy-2', 'flute-copy-3']);
  });

  it("answers 404 for another teacher's service and copies nothing", async () => {
    const owner = await createTeacher();
    const intruder = await createTeacher();
    const source = await createService({ teacherId: owner.id });
    await expect(duplicateService({ teacherId: intruder.id, serviceId: source.id })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await db.service.count({ where: { teacherId: { in: [owner.id, intruder.id] } } })).toBe(1);
  });
});
