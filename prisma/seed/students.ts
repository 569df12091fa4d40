import type { Prisma } from '@/generated/prisma/client';
import { contactPlans, lifecyclePlans } from './scenario';
import type { SeedContext, StudentKey } from './types';

/** Tags, the roster with tag links, contact history and lifecycle events. */
export async function seedStudents({ tx, profile, teacherId, clock, id }: SeedContext) {
  for (const tag of profile.tags) {
    const data = {
      id: id('tag', tag.key),
      teacherId,
      name: tag.name,
      color: tag.color,
    } satisfies Prisma.TagUncheckedCreateInput;
    await tx.tag.upsert({ where: { id: data.id }, create: data, update: data });
  }

  for (const student of profile.students) {
    const data = {
      id: id('student', student.key),
      teacherId,
      name: student.name,
      email: student.email,
      phone: student.phone ?? null,
      timezone: student.timezone,
      level: student.level ?? null,
      status: student.status,
      mood: student.mood ?? null,
      goals: student.goals ?? null,
      notes: student.notes ?? null,
      preferredDays: student.preferredDays,
      preferredStartTime: student.preferredStartTime ?? null,
      preferredEndTime: student.preferredEndTime ?? null,
      deletedAt: null,
      createdAt: clock.daysAgo(student.joinedDaysAgo),
    } satisfies Prisma.StudentUncheckedCreateInput;
    await tx.student.upsert({ where: { id: data.id }, create: data, update: data });
  }
  await tx.studentTag.createMany({
    data: profile.students.flatMap((student) =>
      student.tags.map((tag) => ({ studentId: id('student', student.key), tagId: id('tag', tag) })),
    ),
    skipDuplicates: true,
  });

  const has = (key: StudentKey) => profile.students.some((student) => student.key === key);

  for (const [index, [student, channel, daysAgo, note]] of contactPlans.entries()) {
    if (!has(student)) continue;
    const data = {
      id: id('contact', index),
      teacherId,
      studentId: id('student', student),
      channel,
      sentAt: clock.daysAgo(daysAgo),
      note,
    } satisfies Prisma.ContactLogEntryUncheckedCreateInput;
    await tx.contactLogEntry.upsert({ where: { id: data.id }, create: data, update: data });
  }

  for (const [index, [student, type, daysAgo, metadata]] of lifecyclePlans.entries()) {
    if (!has(student)) continue;
    const data = {
      id: id('lifecycle', index),
      teacherId,
      studentId: id('student', student),
      type,
      occurredAt: clock.daysAgo(daysAgo),
      metadata: metadata ?? undefined,
    } satisfies Prisma.StudentLifecycleEventUncheckedCreateInput;
    await tx.studentLifecycleEvent.upsert({ where: { id: data.id }, create: data, update: data });
  }
}
