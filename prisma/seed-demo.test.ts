import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { DEMO_TEACHER_IDS, seedDemoData } from './seed-demo';

const teacherId = { in: Object.values(DEMO_TEACHER_IDS) };

async function counts() {
  const [teachers, students, services, sessions, enrollments, participants, payments] = await Promise.all([
    db.teacher.count({ where: { id: teacherId } }),
    db.student.count({ where: { teacherId } }),
    db.service.count({ where: { teacherId } }),
    db.session.count({ where: { teacherId } }),
    db.enrollment.count({ where: { teacherId } }),
    db.sessionParticipant.count({ where: { teacherId } }),
    db.payment.count({ where: { teacherId } }),
  ]);
  return { teachers, students, services, sessions, enrollments, participants, payments };
}

describe('seedDemoData', () => {
  it('is idempotent: a second run leaves the same rows', { timeout: 180_000 }, async () => {
    const summary = await seedDemoData();
    expect(summary).toMatch(/2 demo teachers/);
    const first = await counts();
    expect(first.teachers).toBe(2);
    expect(first.students).toBeGreaterThanOrEqual(16);

    // A later "now" moves the sessions; the rows stay the same.
    await seedDemoData(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
    expect(await counts()).toEqual(first);

    const teachers = await db.teacher.findMany({
      where: { id: teacherId },
      select: { id: true, slug: true },
      orderBy: { id: 'asc' },
    });
    expect(teachers).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', slug: 'demo' },
      { id: '00000000-0000-4000-8000-000000000002', slug: 'demo-2' },
    ]);
  });

  it('gives each teacher the states the product shows', { timeout: 180_000 }, async () => {
    await seedDemoData();
    for (const id of Object.values(DEMO_TEACHER_IDS)) {
      const [defaultPolicies, trialRequests, expiring, statuses] = await Promise.all([
        db.cancellationPolicy.count({ where: { teacherId: id, isDefault: true } }),
        db.session.count({ where: { teacherId: id, status: 'pending_confirmation', isTrialSession: true } }),
        db.enrollment.count({
          where: {
            teacherId: id,
            status: 'active',
            validUntil: { lte: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000) },
          },
        }),
        db.service.findMany({ where: { teacherId: id }, select: { status: true }, distinct: ['status'] }),
      ]);
      expect(defaultPolicies).toBe(1);
      expect(trialRequests).toBe(1);
      expect(expiring).toBeGreaterThanOrEqual(1);
      expect(statuses.map((row) => row.status).sort()).toEqual(['active', 'archived', 'draft', 'paused']);
    }
  });
});
