/** updateTemplate: the version counts real changes of content, also when two edits run at once. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { updateTemplate } from './update-template';

describe('updateTemplate versions', () => {
  it('two concurrent content edits give two versions', async () => {
    const teacher = await createTeacher();
    const template = await createLessonTemplate({ teacherId: teacher.id, name: 'Start' });
    await Promise.all([
      updateTemplate({ teacherId: teacher.id, templateId: template.id, input: { name: 'First' } }),
      updateTemplate({ teacherId: teacher.id, templateId: template.id, input: { defaultNotes: 'Second' } }),
    ]);
    const row = await db.lessonTemplate.findUniqueOrThrow({ where: { id: template.id } });
    expect(row).toMatchObject({ name: 'First', defaultNotes: 'Second', version: 3 });
  });

  it('filing (folder, tags) and unchanged values keep the version; an empty text counts as null', async () => {
    const teacher = await createTeacher();
    const folder = await createMaterialFolder({ teacherId: teacher.id });
    const resource = await createResource({ teacherId: teacher.id });
    const template = await createLessonTemplate({
      teacherId: teacher.id,
      name: 'Same',
      resources: { create: [{ resourceId: resource.id }] },
    });
    const input = { name: 'Same', description: null, meetLink: null, resourceIds: [resource.id], folderId: folder.id, tags: ['x'] };
    const saved = await updateTemplate({ teacherId: teacher.id, templateId: template.id, input });
    expect(saved).toMatchObject({ version: 1, folderId: folder.id });
    expect(saved.tags.map((tag) => tag.name)).toEqual(['x']);
  });
});
