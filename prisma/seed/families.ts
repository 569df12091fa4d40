import type { Prisma } from '@/generated/prisma/client';
import type { SeedContext } from './types';

/**
 * The profile's family (issue 34), when it has one: the family record with its payer, and each child
 * as a minor student of the family without an address of their own (`@family.invalid`, decision
 * 0128), so the payer signs in with their own e-mail and acts for them.
 */
export async function seedFamilies({ tx, profile, teacherId, clock, id }: SeedContext) {
  const { family } = profile;
  if (!family) return;
  const familyId = id('family', family.name);
  const record = {
    id: familyId,
    teacherId,
    name: family.name,
    payerName: family.payer.name,
    payerEmail: family.payer.email,
    payerPhone: family.payer.phone ?? null,
  } satisfies Prisma.FamilyUncheckedCreateInput;
  await tx.family.upsert({ where: { id: familyId }, create: record, update: record });
  for (const member of family.members) {
    const studentId = id('student', 'family', member.key);
    const data = {
      id: studentId,
      teacherId,
      familyId,
      isMinor: true,
      name: member.name,
      email: `member-${studentId}@family.invalid`,
      timezone: member.timezone,
      status: 'active',
      preferredDays: [],
      deletedAt: null,
      createdAt: clock.daysAgo(member.joinedDaysAgo),
    } satisfies Prisma.StudentUncheckedCreateInput;
    await tx.student.upsert({ where: { id: studentId }, create: data, update: data });
  }
}
