import type { Prisma, ResourceProvider, ResourceType } from '@/generated/prisma/client';
import type { DemoTeacherKey } from './ids';
import type { SeedContext } from './types';

type FolderSeed = { key: string; name: string; emoji: string; color: string; parent?: string };
type TemplateSeed = {
  key: string;
  /** null: at the root of the library. */
  folder: string | null;
  name: string;
  description: string;
  categories: string[];
  defaultNotes: string;
  tags?: string[];
  resources?: string[];
};
type ResourceSeed = {
  key: string;
  folder: string | null;
  label: string;
  url: string;
  provider: ResourceProvider;
  type: ResourceType;
  favorite?: boolean;
  description?: string;
  tags?: string[];
};

/**
 * More of a real library than the profile's few rows: a third folder level, a Vocabulary and a
 * Conversation folder, items at the root, material tags (existing profile tag keys, or new ones
 * named here) and a second video. Keys are new, so the profile's ids stay as they were.
 */
const libraryExtras: Partial<
  Record<
    DemoTeacherKey,
    {
      tags: Array<{ key: string; name: string; color: string }>;
      folders: FolderSeed[];
      templates: TemplateSeed[];
      resources: ResourceSeed[];
      /** Tags of the profile's own templates and resources, by their keys. */
      profileTags: Record<string, string[]>;
    }
  >
> = {
  demo: {
    tags: [
      { key: 'm-b1', name: 'B1', color: '#f97316' },
      { key: 'm-speaking', name: 'Speaking', color: '#22c55e' },
      { key: 'm-vocabulary', name: 'Vocabulary', color: '#0ea5e9' },
      { key: 'm-homework', name: 'Homework', color: '#a855f7' },
    ],
    folders: [
      { key: 'subjunctive', name: 'Subjunctive', emoji: '🌀', color: '#ef4444', parent: 'grammar-b1' },
      { key: 'vocabulary', name: 'Vocabulary', emoji: '🗂️', color: '#0ea5e9' },
      { key: 'conversation', name: 'Conversation', emoji: '💬', color: '#22c55e' },
    ],
    templates: [
      {
        key: 'subjunctive-wishes',
        folder: 'subjunctive',
        name: 'Subjunctive after wishes and doubts',
        description: 'Quiero que, espero que, no creo que: trigger phrases and practice.',
        categories: ['grammar', 'B1'],
        defaultNotes: 'Trigger phrases on the board, gap fill, role play "planning a trip".',
        tags: ['grammar', 'm-b1'],
        resources: ['subjunctive-chart', 'subjunctive-video'],
      },
      {
        key: 'airport-vocab',
        folder: 'vocabulary',
        name: 'Travel vocabulary: at the airport',
        description: 'Check-in, security and boarding, with a listening task.',
        categories: ['vocabulary', 'A2'],
        defaultNotes: 'Flashcards, listening with gaps, check-in role play.',
        tags: ['m-vocabulary'],
        resources: ['airport-flashcards', 'market-video'],
      },
      {
        key: 'small-talk',
        folder: 'conversation',
        name: 'Small talk warm-up',
        description: 'Ten minutes of easy questions to start any lesson.',
        categories: ['speaking'],
        defaultNotes: 'Weekend, plans, one news item; note recurring errors for later.',
        tags: ['conversation', 'm-speaking'],
        resources: ['conversation-cards'],
      },
      {
        key: 'first-lesson',
        folder: null,
        name: 'First lesson: needs analysis',
        description: 'Get to know a new student, set goals and place their level.',
        categories: ['onboarding'],
        defaultNotes: 'Goals, availability, placement test, agree on homework rhythm.',
        resources: ['placement-test'],
      },
    ],
    resources: [
      {
        key: 'subjunctive-chart',
        folder: 'subjunctive',
        label: 'Subjunctive triggers chart',
        url: 'https://example.com/materials/subjunctive-triggers.pdf',
        provider: 'link',
        type: 'reference',
        tags: ['grammar', 'm-b1'],
      },
      {
        key: 'airport-flashcards',
        folder: 'vocabulary',
        label: 'Airport flashcards',
        url: 'https://drive.example.com/file/airport-flashcards',
        provider: 'drive',
        type: 'material',
        tags: ['m-vocabulary'],
      },
      {
        key: 'market-video',
        folder: 'vocabulary',
        label: 'At the market: food vocabulary (video)',
        url: 'https://video-b.example.com/v/mercado-vocabulario',
        provider: 'video_b',
        type: 'material',
        description: 'Eight minutes at a Madrid market, with Spanish subtitles.',
        tags: ['m-vocabulary'],
        favorite: true,
      },
      {
        key: 'conversation-cards',
        folder: 'conversation',
        label: 'Conversation question cards',
        url: 'https://example.com/materials/conversation-cards.pdf',
        provider: 'link',
        type: 'material',
        tags: ['conversation', 'm-speaking'],
      },
      {
        key: 'placement-test',
        folder: null,
        label: 'Placement test (A1 to C1)',
        url: 'https://example.com/materials/placement-test',
        provider: 'link',
        type: 'homework',
        tags: ['m-homework'],
      },
      {
        key: 'podcast',
        folder: null,
        label: 'Podcast list for listening practice',
        url: 'https://example.com/materials/podcasts',
        provider: 'link',
        type: 'reference',
      },
    ],
    profileTags: {
      'template:past-tenses': ['grammar', 'm-b1'],
      'template:oral-exam': ['dele', 'm-speaking'],
      'resource:tenses-sheet': ['grammar', 'm-homework'],
      'resource:subjunctive-video': ['grammar'],
      'resource:mock-exam': ['dele'],
      'resource:rubric': ['dele'],
    },
  },
};

/**
 * Folders (nested up to three levels for the demo teacher), lesson templates, resources (some at the
 * root), their tags, the links between them, and a lesson that used the first template.
 */
export async function seedMaterials({ tx, profile, teacherId, id }: SeedContext) {
  const extras = libraryExtras[profile.key];
  const folders: FolderSeed[] = [...profile.materials.folders, ...(extras?.folders ?? [])];
  const templates: TemplateSeed[] = [...profile.materials.templates, ...(extras?.templates ?? [])];
  const resources: ResourceSeed[] = [...profile.materials.resources, ...(extras?.resources ?? [])];
  const folderId = (key: string | null) => (key ? id('folder', key) : null);

  for (const tag of extras?.tags ?? []) {
    const data = { id: id('tag', tag.key), teacherId, name: tag.name, color: tag.color } satisfies Prisma.TagUncheckedCreateInput;
    await tx.tag.upsert({ where: { id: data.id }, create: data, update: data });
  }

  // Parents come first, so a child always finds its parent (and its depth).
  const depths = new Map<string, number>();
  const siblings = new Map<string, number>();
  for (const folder of folders) {
    const depth = folder.parent ? depths.get(folder.parent)! + 1 : 1;
    depths.set(folder.key, depth);
    const siblingKey = folder.parent ?? '';
    const sortOrder = siblings.get(siblingKey) ?? 0;
    siblings.set(siblingKey, sortOrder + 1);
    const data = {
      id: id('folder', folder.key),
      teacherId,
      parentId: folderId(folder.parent ?? null),
      name: folder.name,
      emoji: folder.emoji,
      color: folder.color,
      depth,
      sortOrder,
      deletedAt: null,
      deletionBatchId: null,
    } satisfies Prisma.MaterialFolderUncheckedCreateInput;
    await tx.materialFolder.upsert({ where: { id: data.id }, create: data, update: data });
  }

  for (const [index, template] of templates.entries()) {
    const data = {
      id: id('template', template.key),
      teacherId,
      folderId: folderId(template.folder),
      name: template.name,
      description: template.description,
      categories: template.categories,
      defaultNotes: template.defaultNotes,
      meetLink: `${profile.meetingHost}/${template.key}`,
      usageCount: index === 0 ? 3 : 1,
      sortOrder: index,
      deletedAt: null,
      deletionBatchId: null,
    } satisfies Prisma.LessonTemplateUncheckedCreateInput;
    await tx.lessonTemplate.upsert({ where: { id: data.id }, create: data, update: data });
  }

  for (const [index, resource] of resources.entries()) {
    const data = {
      id: id('resource', resource.key),
      teacherId,
      folderId: folderId(resource.folder),
      label: resource.label,
      url: resource.url,
      description: resource.description ?? null,
      provider: resource.provider,
      type: resource.type,
      isFavorite: resource.favorite ?? false,
      usageCount: index < 2 ? 2 : 0,
      deletedAt: null,
      deletionBatchId: null,
    } satisfies Prisma.ResourceUncheckedCreateInput;
    await tx.resource.upsert({ where: { id: data.id }, create: data, update: data });
  }

  const [firstTemplate, secondTemplate] = profile.materials.templates;
  const [firstResource, secondResource, thirdResource, fourthResource] = profile.materials.resources;
  const link = (template?: { key: string }, resource?: { key: string }, position = 0) =>
    template && resource
      ? [{ templateId: id('template', template.key), resourceId: id('resource', resource.key), position }]
      : [];
  await tx.templateResource.createMany({
    data: [
      ...link(firstTemplate, firstResource),
      ...link(firstTemplate, secondResource, 1),
      ...link(secondTemplate, thirdResource),
      ...link(secondTemplate, fourthResource, 1),
      ...(extras?.templates ?? []).flatMap((template) =>
        (template.resources ?? []).flatMap((resource, position) => link(template, { key: resource }, position)),
      ),
    ],
    skipDuplicates: true,
  });

  const tagsOf = (kind: 'template' | 'resource', item: { key: string; tags?: string[] }) =>
    item.tags ?? extras?.profileTags[`${kind}:${item.key}`] ?? [];
  await tx.templateTag.createMany({
    data: templates.flatMap((template) =>
      tagsOf('template', template).map((tag) => ({ templateId: id('template', template.key), tagId: id('tag', tag) })),
    ),
    skipDuplicates: true,
  });
  await tx.resourceTag.createMany({
    data: resources.flatMap((resource) =>
      tagsOf('resource', resource).map((tag) => ({ resourceId: id('resource', resource.key), tagId: id('tag', tag) })),
    ),
    skipDuplicates: true,
  });

  // The first lesson of the package used the first template and its worksheet.
  const sessionId = id('session', 'e1-1');
  if (firstTemplate)
    await tx.sessionTemplate.createMany({
      data: [{ sessionId, templateId: id('template', firstTemplate.key) }],
      skipDuplicates: true,
    });
  if (firstResource)
    await tx.sessionResource.createMany({
      data: [{ sessionId, resourceId: id('resource', firstResource.key) }],
      skipDuplicates: true,
    });
}
