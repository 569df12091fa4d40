import type { Prisma, PrismaClient } from '@/generated/prisma/client';

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;
const firstNames = [
  'Ana',
  'Bruno',
  'Carla',
  'David',
  'Elena',
  'Farid',
  'Greta',
  'Hugo',
  'Inés',
  'Jonas',
  'Kiko',
  'Lena',
];
const lastNames = ['García', 'Müller', 'Rossi', 'Dubois', 'Smith', 'Novak', 'Silva', 'Jensen', 'Kowalski', 'Haddad'];

export const benchTeacherSlug = 'bench-roster';

/** Deterministic pseudo-random numbers, so every run seeds the same roster. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += size) await insert(rows.slice(index, index + size));
}

/**
 * One teacher with `students` students and `sessions` sessions over the last three years and the
 * next month (hourly slots, never overlapping), plus enrollments, tags, contact log and lifecycle.
 */
export async function seedRoster(db: PrismaClient, { students = 2000, sessions = 30_000 } = {}) {
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const now = Date.now();
  await db.teacher.deleteMany({ where: { slug: benchTeacherSlug } });
  const teacher = await db.teacher.create({
    data: {
      name: 'Bench Teacher',
      email: 'bench-roster@example.test',
      slug: benchTeacherSlug,
      timezone: 'Europe/Madrid',
    },
  });
  const teacherId = teacher.id;
  const services = await db.service.createManyAndReturn({
    data: ['Conversation', 'Grammar', 'Exam prep', 'Business', 'Kids'].map((name, index) => ({
      teacherId,
      name,
      slug: `bench-${index}`,
      status: 'active' as const,
      priceAmount: 4000,
      currency: 'EUR',
    })),
    select: { id: true },
  });
  const tags = await db.tag.createManyAndReturn({
    data: Array.from({ length: 10 }, (_, index) => ({ teacherId, name: `tag-${index}` })),
    select: { id: true },
  });

  const studentRows: Prisma.StudentCreateManyInput[] = Array.from({ length: students }, (_, index) => ({
    teacherId,
    name: `${pick(firstNames)} ${pick(lastNames)} ${index}`,
    email: `student.${index}@bench.example.test`,
    status: index % 10 === 0 ? 'trial' : index % 7 === 0 ? 'inactive' : 'active',
    level: pick(['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const),
    timezone: 'Europe/Madrid',
  }));
  await inBatches(studentRows, 1000, (data) => db.student.createMany({ data }));
  const ids = (await db.student.findMany({ where: { teacherId }, select: { id: true } })).map((row) => row.id);

  await inBatches(
    ids.flatMap((studentId) => [
      { studentId, tagId: pick(tags).id },
      { studentId, tagId: pick(tags).id },
    ]),
    2000,
    (data) => db.studentTag.createMany({ data, skipDuplicates: true }),
  );
  await inBatches(
    ids.flatMap((studentId) =>
      Array.from({ length: 1 + Math.floor(next() * 2) }, () => {
        const total = 10;
        const completed = Math.floor(next() * 8);
        return {
          teacherId,
          serviceId: pick(services).id,
          studentId,
          status: next() < 0.7 ? ('active' as const) : ('completed' as const),
          sessionsTotal: total,
          sessionsCompleted: completed,
          sessionsScheduled: Math.floor(next() * (total - completed)),
          currency: 'EUR',
          validUntil: new Date(now + Math.floor(next() * 60) * day),
        };
      }),
    ),
    2000,
    (data) => db.enrollment.createMany({ data }),
  );

  const start = now - 3 * 365 * day;
  const sessionRows: Prisma.SessionCreateManyInput[] = Array.from({ length: sessions }, (_, index) => {
    const startUtc = new Date(start + index * (((3 * 365 + 30) * day) / sessions) - ((start + index) % hour));
    const past = startUtc.getTime() < now;
    const roll = next();
    return {
      teacherId,
      serviceId: pick(services).id,
      studentId: pick(ids),
      startUtc,
      endUtc: new Date(startUtc.getTime() + 45 * 60 * 1000),
      status: !past ? 'scheduled' : roll < 0.8 ? 'completed' : roll < 0.9 ? 'cancelled' : 'no_show',
    };
  });
  await inBatches(sessionRows, 5000, (data) => db.session.createMany({ data }));
  await inBatches(
    ids.flatMap((studentId) =>
      Array.from({ length: Math.floor(next() * 4) }, () => ({
        teacherId,
        studentId,
        channel: pick(['messaging', 'email', 'phone'] as const),
        sentAt: new Date(now - Math.floor(next() * 365) * day),
      })),
    ),
    2000,
    (data) => db.contactLogEntry.createMany({ data }),
  );
  await inBatches(
    ids.map((studentId) => ({ teacherId, studentId, type: 'first_contact' as const })),
    2000,
    (data) => db.studentLifecycleEvent.createMany({ data }),
  );
  return teacherId;
}
