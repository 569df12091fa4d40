import { faker } from '@faker-js/faker';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { type DbClient, uniqueSuffix } from './support';

type StudentInput = { teacherId: string } & Partial<Prisma.StudentUncheckedCreateInput>;

export function createStudent({ teacherId, ...overrides }: StudentInput, client: DbClient = db) {
  const firstName = faker.person.firstName();
  return client.student.create({
    data: {
      teacherId,
      name: `${firstName} ${faker.person.lastName()}`,
      // Name-free: a test searching names must never also match a random address (the suffix is hex).
      email: `learner.${uniqueSuffix()}@example.test`,
      timezone: 'Europe/Madrid',
      status: 'active',
      level: faker.helpers.arrayElement(['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const),
      goals: faker.lorem.sentence(),
      ...overrides,
    },
  });
}
