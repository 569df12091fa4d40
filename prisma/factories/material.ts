import { faker } from '@faker-js/faker';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { type DbClient, uniqueSuffix } from './support';

type TemplateInput = { teacherId: string } & Partial<Prisma.LessonTemplateUncheckedCreateInput>;
type ResourceInput = { teacherId: string } & Partial<Prisma.ResourceUncheckedCreateInput>;

/** A lesson template without defaults to copy (meetLink, notes, summary) unless given. */
export function createLessonTemplate({ teacherId, ...overrides }: TemplateInput, client: DbClient = db) {
  return client.lessonTemplate.create({
    data: { teacherId, name: `${faker.word.words(2)} ${uniqueSuffix()}`, ...overrides },
  });
}

export function createResource({ teacherId, ...overrides }: ResourceInput, client: DbClient = db) {
  return client.resource.create({
    data: {
      teacherId,
      label: `${faker.word.words(2)} ${uniqueSuffix()}`,
      url: `https://files.example.test/${uniqueSuffix()}`,
      ...overrides,
    },
  });
}
