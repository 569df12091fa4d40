import { faker } from '@faker-js/faker';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { type DbClient, slugify, uniqueSuffix } from './support';

export function createTeacher(overrides: Partial<Prisma.TeacherUncheckedCreateInput> = {}, client: DbClient = db) {
  const suffix = uniqueSuffix();
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  return client.teacher.create({
    data: {
      name: `${firstName} ${lastName}`,
      email: `${slugify(firstName)}.${suffix}@example.test`,
      slug: `${slugify(firstName)}-${suffix}`,
      bio: faker.lorem.sentence(),
      timezone: 'Europe/Madrid',
      defaultCurrency: 'EUR',
      onboardingCompleted: true,
      ...overrides,
    },
  });
}
