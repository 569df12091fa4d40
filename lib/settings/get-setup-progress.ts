import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

export type SetupStepKey = 'profile' | 'availability' | 'service' | 'payments';
export type SetupStep = { key: SetupStepKey; done: boolean };

export type SetupProgress = {
  teacher: { name: string; slug: string; timezone: string; bio: string | null; avatarUrl: string | null };
  steps: SetupStep[];
  /** The first step not done, or null when all are. */
  next: SetupStepKey | null;
};

/**
 * Where a teacher stands with the four setup steps (onboarding and the settings overview), from the
 * database in three reads at once. The profile counts as done once the teacher wrote a bio: name,
 * address and zone come from the sign-in, the bio is the one thing only the teacher can give.
 */
export async function getSetupProgress({ teacherId }: { teacherId: string }): Promise<SetupProgress> {
  const [teacher, rule, service] = await Promise.all([
    db.teacher.findFirst({
      where: { id: teacherId, deletedAt: null },
      select: { name: true, slug: true, timezone: true, bio: true, avatarUrl: true, pspAccountId: true },
    }),
    db.availabilityRule.findFirst({ where: { schedule: { teacherId } }, select: { id: true } }),
    db.service.findFirst({ where: { teacherId, deletedAt: null }, select: { id: true } }),
  ]);
  if (!teacher) throw new NotFoundError('Teacher');
  const { pspAccountId, ...profile } = teacher;
  const steps: SetupStep[] = [
    { key: 'profile', done: Boolean(profile.bio?.trim()) },
    { key: 'availability', done: rule !== null },
    { key: 'service', done: service !== null },
    { key: 'payments', done: pspAccountId !== null },
  ];
  return { teacher: profile, steps, next: steps.find((step) => !step.done)?.key ?? null };
}
