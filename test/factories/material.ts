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

type FolderInput = { teacherId: string } & Partial<Prisma.MaterialFolderUncheckedCreateInput>;

/** A material folder; under `parentId` its depth is the parent's plus one unless given. */
export async function createMaterialFolder({ teacherId, ...overrides }: FolderInput, client: DbClient = db) {
  const parent = overrides.parentId
    ? await client.materialFolder.findUniqueOrThrow({ where: { id: overrides.parentId }, select: { depth: true } })
    : null;
  return client.materialFolder.create({
    data: { teacherId, name: `${faker.word.noun()} ${uniqueSuffix()}`, depth: parent ? parent.depth + 1 : 1, ...overrides },
  });
}
