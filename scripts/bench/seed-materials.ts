import type { PrismaClient } from '@/generated/prisma/client';

export const benchMaterialsTeacherSlug = 'bench-materials';

/** Deterministic pseudo-random numbers, so every run seeds the same library. */
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

const topics = ['Grammar', 'Listening', 'Reading', 'Writing', 'Speaking', 'Vocabulary', 'Exams', 'Business'];
const providers = ['link', 'drive', 'video_a', 'video_b'] as const;
const types = ['material', 'homework', 'reference'] as const;

/**
 * One teacher with a file manager's worth of materials: `folders` folders nested up to 4 levels (8 roots,
 * then children under random earlier folders), `templates` lesson templates and `resources` resources
 * spread over the folders and the root (a fifth at the root), 20 tags on most items, three resources
 * linked to each template, and a few items in the trash. Answers the teacher id.
 */
export async function seedMaterials(db: PrismaClient, { folders = 60, templates = 300, resources = 2000 } = {}) {
  const next = random(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  await db.teacher.deleteMany({ where: { slug: benchMaterialsTeacherSlug } });
  const teacher = await db.teacher.create({
    data: {
      name: 'Bench Materials Teacher',
      email: 'bench-materials@example.test',
      slug: benchMaterialsTeacherSlug,
      timezone: 'Europe/Madrid',
    },
  });
  const teacherId = teacher.id;

  const made: { id: string; depth: number; children: number }[] = [];
  for (let index = 0; index < folders; index += 1) {
    const candidates = made.filter((folder) => folder.depth < 4);
    const parent = index < topics.length ? null : pick(candidates);
    const folder = await db.materialFolder.create({
      data: {
        teacherId,
        parentId: parent?.id ?? null,
        name: parent ? `Unit ${index}` : topics[index]!,
        emoji: parent ? null : '📁',
        depth: (parent?.depth ?? 0) + 1,
        sortOrder: parent ? parent.children++ : index,
      },
      select: { id: true, depth: true },
    });
    made.push({ ...folder, children: 0 });
  }
  const folderFor = () => (next() < 0.2 ? null : pick(made).id);

  const tags = await db.tag.createManyAndReturn({
    data: Array.from({ length: 20 }, (_, index) => ({ teacherId, name: `bench-tag-${index}`, color: '#4f46e5' })),
    select: { id: true },
  });
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();

  const templateRows = Array.from({ length: templates }, (_, index) => ({
    teacherId,
    folderId: folderFor(),
    name: `${pick(topics)} lesson ${index}`,
    description: `Plan ${index}: warm-up, presentation, practice, production.`,
    usageCount: Math.floor(next() * 40),
    updatedAt: new Date(now - Math.floor(next() * 365) * day),
    deletedAt: index % 50 === 0 ? new Date(now - day) : null,
  }));
  const createdTemplates: { id: string }[] = [];
  await inBatches(templateRows, 500, async (batch) =>
    createdTemplates.push(...(await db.lessonTemplate.createManyAndReturn({ data: batch, select: { id: true } }))),
  );

  const resourceRows = Array.from({ length: resources }, (_, index) => {
    const provider = pick(providers);
    return {
      teacherId,
      folderId: folderFor(),
      label: `${pick(topics)} ${provider === 'link' ? 'worksheet' : provider === 'drive' ? 'document' : 'video'} ${index}`,
      url: provider.startsWith('video')
        ? `https://video.example.test/watch?v=${index}`
        : `https://files.example.test/${index}.pdf`,
      provider,
      type: pick(types),
      isFavorite: next() < 0.1,
      usageCount: Math.floor(next() * 25),
      thumbnailUrl: provider.startsWith('video') ? `https://img.example.test/${index}.jpg` : null,
      updatedAt: new Date(now - Math.floor(next() * 365) * day),
      deletedAt: index % 100 === 0 ? new Date(now - day) : null,
    };
  });
  const createdResources: { id: string }[] = [];
  await inBatches(resourceRows, 500, async (batch) =>
    createdResources.push(...(await db.resource.createManyAndReturn({ data: batch, select: { id: true } }))),
  );

  const pairs = <T>(
    items: { id: string }[],
    max: number,
    row: (itemId: string, otherId: string, position: number) => T,
  ) =>
    items.flatMap(({ id }) => {
      const chosen = new Set<string>();
      const count = Math.floor(next() * (max + 1));
      return Array.from({ length: count }, (_, position) => {
        const other = pick(tags).id;
        if (chosen.has(other)) return null;
        chosen.add(other);
        return row(id, other, position);
      }).filter((value): value is T => value !== null);
    });
  await inBatches(
    pairs(createdTemplates, 3, (templateId, tagId) => ({ templateId, tagId })),
    1000,
    (batch) => db.templateTag.createMany({ data: batch, skipDuplicates: true }),
  );
  await inBatches(
    pairs(createdResources, 3, (resourceId, tagId) => ({ resourceId, tagId })),
    1000,
    (batch) => db.resourceTag.createMany({ data: batch, skipDuplicates: true }),
  );
  const links = createdTemplates.flatMap(({ id }, index) =>
    [0, 1, 2].map((position) => ({
      templateId: id,
      resourceId: createdResources[(index * 7 + position * 13) % createdResources.length]!.id,
      position,
    })),
  );
  await inBatches(links, 1000, (batch) => db.templateResource.createMany({ data: batch, skipDuplicates: true }));
  return teacherId;
}
