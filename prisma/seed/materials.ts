import type { Prisma } from '@/generated/prisma/client';
import type { SeedContext } from './types';

/** Folders (one nested), lesson templates, resources, and the links between them and a lesson. */
export async function seedMaterials({ tx, profile, teacherId, id }: SeedContext) {
  const { folders, templates, resources } = profile.materials;

  // Parents come first in the profile, so a child always finds its parent.
  for (const [index, folder] of folders.entries()) {
    const data = {
      id: id('folder', folder.key),
      teacherId,
      parentId: folder.parent ? id('folder', folder.parent) : null,
      name: folder.name,
      emoji: folder.emoji,
      color: folder.color,
      depth: folder.parent ? 2 : 1,
      sortOrder: index,
      deletedAt: null,
      deletionBatchId: null,
    } satisfies Prisma.MaterialFolderUncheckedCreateInput;
    await tx.materialFolder.upsert({ where: { id: data.id }, create: data, update: data });
  }

  for (const [index, template] of templates.entries()) {
    const data = {
      id: id('template', template.key),
      teacherId,
      folderId: id('folder', template.folder),
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
      folderId: id('folder', resource.folder),
      label: resource.label,
      url: resource.url,
      provider: resource.provider,
      type: resource.type,
      isFavorite: resource.favorite ?? false,
      usageCount: index < 2 ? 2 : 0,
      deletedAt: null,
      deletionBatchId: null,
    } satisfies Prisma.ResourceUncheckedCreateInput;
    await tx.resource.upsert({ where: { id: data.id }, create: data, update: data });
  }

  const [firstTemplate, secondTemplate] = templates;
  const [firstResource, secondResource, thirdResource, fourthResource] = resources;
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
    ],
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
